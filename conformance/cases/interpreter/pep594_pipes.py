# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "pipes is still in the 3.8 standard library: pipes quotes shell words and builds templates."
# [expect]
# stdout = '''
# 'a b' Template
# '''
# [[drift]]
# since = "3.13"
# reason = "pipes was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import pipes
print(pipes.quote('a b'), type(pipes.Template()).__name__)
