# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "mailcap is still in the 3.8 standard library: mailcap.findmatch substitutes the file name into a view command."
# [expect]
# stdout = '''
# ('cat f.txt', {'view': 'cat %s'})
# '''
# [[drift]]
# since = "3.13"
# reason = "mailcap was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import mailcap
print(mailcap.findmatch({'text/plain': [{'view': 'cat %s'}]}, 'text/plain', filename='f.txt'))
