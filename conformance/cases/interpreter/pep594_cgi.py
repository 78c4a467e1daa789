# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "cgi is still in the 3.8 standard library: cgi.parse_header splits a header value and its parameters."
# [expect]
# stdout = '''
# ('text/html', {'charset': 'utf-8'})
# '''
# [[drift]]
# since = "3.13"
# reason = "cgi was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import cgi
print(cgi.parse_header('text/html; charset=utf-8'))
