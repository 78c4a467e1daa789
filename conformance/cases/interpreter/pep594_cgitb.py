# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "cgitb is still in the 3.8 standard library: cgitb provides enable and html."
# [expect]
# stdout = '''
# True True
# '''
# [[drift]]
# since = "3.13"
# reason = "cgitb was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import cgitb
print(callable(cgitb.enable), callable(cgitb.html))
