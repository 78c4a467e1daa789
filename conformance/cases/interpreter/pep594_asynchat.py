# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "asynchat is still in the 3.8 standard library: asynchat's async_chat is an asyncore dispatcher."
# [expect]
# stdout = '''
# True
# '''
# [[drift]]
# since = "3.12"
# reason = "asynchat was removed from the standard library in 3.12"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import asynchat
import asyncore
print(issubclass(asynchat.async_chat, asyncore.dispatcher))
