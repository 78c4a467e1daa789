# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "nntplib is still in the 3.8 standard library: nntplib defines the NNTP ports."
# [expect]
# stdout = '''
# 119 563
# '''
# [[drift]]
# since = "3.13"
# reason = "nntplib was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import nntplib
print(nntplib.NNTP_PORT, nntplib.NNTP_SSL_PORT)
