# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "formatter is still in the 3.8 standard library: formatter provides AS_IS and NullFormatter."
# [expect]
# stdout = '''
# None NullFormatter
# '''
# [[drift]]
# since = "3.10"
# reason = "formatter was removed from the standard library in 3.10"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import formatter
print(formatter.AS_IS, type(formatter.NullFormatter()).__name__)
