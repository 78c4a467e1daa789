# /// pyconform
# rules = ["lib.typing.protocol"]
# features = ["typing"]
# description = "Library objects that have the method satisfy the protocol without inheriting it."
# [expect]
# stdout = '''
# True False
# '''
# ///
import io
from typing import Protocol, runtime_checkable
@runtime_checkable
class Closable(Protocol):
    def close(self): ...
print(isinstance(io.StringIO(), Closable), isinstance(1, Closable))
