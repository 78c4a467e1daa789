# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "smtpd is still in the 3.8 standard library: smtpd's SMTPServer is an asyncore dispatcher."
# [expect]
# stdout = '''
# True
# '''
# [[drift]]
# since = "3.12"
# reason = "smtpd was removed from the standard library in 3.12"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import smtpd
import asyncore
print(issubclass(smtpd.SMTPServer, asyncore.dispatcher))
