# /// pyconform
# rules = ["interp.flags.bytes_warning"]
# features = ["interpreter"]
# description = "Under -bb comparing bytes with str raises BytesWarning."
# [run]
# flags = ["-bb"]
# [expect]
# phase = "run"
# exception = "BytesWarning"
# stdout = '''
# 2
# '''
# ///
import sys
print(sys.flags.bytes_warning)
print(b'a' == 'a')
