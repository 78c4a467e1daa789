# /// pyconform
# rules = ["lib.typing.supportsindex"]
# features = ["typing"]
# description = "SupportsIndex is a runtime-checkable protocol for objects with __index__."
# [expect]
# stdout = '''
# True False True
# True 7 7
# '''
# ///
import operator
from typing import SupportsIndex
class Idx:
    def __index__(self):
        return 7
print(isinstance(3, SupportsIndex), isinstance(3.0, SupportsIndex), isinstance(True, SupportsIndex))
print(isinstance(Idx(), SupportsIndex), operator.index(Idx()), list(range(10))[Idx()])
