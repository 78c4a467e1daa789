# /// pyconform
# rules = ["lib.os-path.predicates-false"]
# features = ["stdlib"]
# description = "Only the boolean predicates changed: os.path.getsize of a path with a NUL byte still raises ValueError."
#
# [expect]
# phase = "run"
# exception = "ValueError"
# ///
import os.path
os.path.getsize('a\x00b')
