# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "crypt is still in the 3.8 standard library: a SHA-512 crypt hash verifies the right password and rejects a wrong one."
# notes = "Platform module: part of CPython 3.8 on Linux builds with the needed system library."
# [expect]
# stdout = '''
# $6$ True False True
# '''
# [[drift]]
# since = "3.13"
# reason = "crypt was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import crypt
hashed = crypt.crypt('secret', '$6$pyconform')  # a fixed salt: mksalt() is random, and mutants print it
print(hashed[:3], crypt.crypt('secret', hashed) == hashed, crypt.crypt('other', hashed) == hashed,
      crypt.METHOD_SHA512 in crypt.methods)
