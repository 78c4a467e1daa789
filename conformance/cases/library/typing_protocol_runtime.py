# /// pyconform
# rules = ["lib.typing.protocol"]
# features = ["typing"]
# description = "runtime_checkable protocols support structural isinstance and issubclass."
# [expect]
# stdout = '''
# True False False
# True
# '''
# ///
from typing import Protocol, runtime_checkable
@runtime_checkable
class Closable(Protocol):
    def close(self): ...
class Res:
    def close(self):
        return 'closed'
class NoClose:
    pass
print(isinstance(Res(), Closable), isinstance(NoClose(), Closable), isinstance(1, Closable))
print(issubclass(Res, Closable))
