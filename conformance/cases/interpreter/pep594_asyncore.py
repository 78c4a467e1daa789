# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "asyncore is still in the 3.8 standard library: asyncore provides dispatcher and loop."
# [expect]
# stdout = '''
# dispatcher True
# '''
# [[drift]]
# since = "3.12"
# reason = "asyncore was removed from the standard library in 3.12"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import asyncore
print(asyncore.dispatcher.__name__, callable(asyncore.loop))
