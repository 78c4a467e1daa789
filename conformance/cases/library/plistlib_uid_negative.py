# /// pyconform
# rules = ["lib.plistlib.uid"]
# features = ["stdlib"]
# description = "plistlib.UID refuses a negative integer with ValueError."
#
# [expect]
# phase = "run"
# exception = "ValueError"
# ///
import plistlib
plistlib.UID(-1)
