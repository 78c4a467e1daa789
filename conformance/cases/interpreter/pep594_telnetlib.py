# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "telnetlib is still in the 3.8 standard library: telnetlib defines the port and protocol bytes."
# [expect]
# stdout = '''
# 23 b'\xff'
# '''
# [[drift]]
# since = "3.13"
# reason = "telnetlib was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import telnetlib
print(telnetlib.TELNET_PORT, telnetlib.IAC)
