# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "binhex is still in the 3.8 standard library: binhex provides binhex and hexbin."
# [expect]
# stdout = '''
# True True
# '''
# [[drift]]
# since = "3.11"
# reason = "binhex was removed from the standard library in 3.11"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import binhex
print(callable(binhex.binhex), callable(binhex.hexbin))
