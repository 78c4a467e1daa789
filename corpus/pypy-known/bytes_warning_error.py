# /// pyconform
# rules = ["interp.flags.bytes_warning"]
# features = ["interpreter"]
# description = "Under -bb comparing bytes with str raises BytesWarning; PyPy returns False."
# [run]
# flags = ["-bb"]
# [expect]
# phase = "run"
# exception = "BytesWarning"
# [provenance]
# found_by = "pyconform run --impl pypy3 (suite failure, reduced by hand)"
# implementation = "pypy 3.9.16"
# ///
b'a' == 'a'
