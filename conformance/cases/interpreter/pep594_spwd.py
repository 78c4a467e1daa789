# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "spwd is still in the 3.8 standard library: getspnam looks a name up (refusing an unknown one) and entries are 9-field struct_spwd records."
# notes = "Platform module: part of CPython 3.8 on Linux builds with the needed system library."
# [expect]
# stdout = '''
# refused 9
# '''
# [[drift]]
# since = "3.13"
# reason = "spwd was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import spwd
try:
    spwd.getspnam('no-such-user-pyconform')
    print('found')
except (KeyError, PermissionError):
    # KeyError when the shadow file is readable, PermissionError when it is not
    print('refused', spwd.struct_spwd.n_sequence_fields)
