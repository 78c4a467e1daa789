# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "cgitb is still in the 3.8 standard library: cgitb.text and cgitb.html render a caught exception's report."
# [expect]
# stdout = '''
# True True True
# '''
# [[drift]]
# since = "3.13"
# reason = "cgitb was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import sys, warnings
warnings.simplefilter('ignore')
import cgitb
try:
    1 / 0
except ZeroDivisionError:
    info = sys.exc_info()
text, html = cgitb.text(info), cgitb.html(info)
print('ZeroDivisionError' in text, 'ZeroDivisionError' in html, '<body' in html)
