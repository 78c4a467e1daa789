# /// pyconform
# rules = ["interp.audit.hooks"]
# features = ["audit"]
# description = "With a hook installed, sys.audit with a non-str event name raises TypeError."
#
# [expect]
# phase = "run"
# exception = "TypeError"
# ///
import sys
sys.addaudithook(lambda event, args: None)
sys.audit(b'pyconform.bytes')
