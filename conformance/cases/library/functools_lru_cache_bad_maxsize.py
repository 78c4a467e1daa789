# /// pyconform
# rules = ["lib.functools.lru-cache-bare"]
# features = ["functools"]
# description = "lru_cache still rejects a maxsize that is neither an int, None nor a callable: TypeError."
#
# [expect]
# phase = "run"
# exception = "TypeError"
# ///
import functools
functools.lru_cache('big')
