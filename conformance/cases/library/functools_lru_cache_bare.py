# /// pyconform
# rules = ["lib.functools.lru-cache-bare"]
# features = ["functools"]
# description = "lru_cache may decorate a function directly, without a call, with the default maxsize of 128."
#
# [expect]
# phase = "ok"
# stdout = '''
# computing 3
# 9 9 CacheInfo(hits=1, misses=1, maxsize=128, currsize=1)
# 2
# '''
# ///
import functools
@functools.lru_cache
def square(x):
    print('computing', x)
    return x * x
print(square(3), square(3), square.cache_info())
print(functools.lru_cache(maxsize=None)(len)('ab'))
