# /// pyconform
# rules = ["lib.typing.protocol"]
# features = ["typing"]
# description = "isinstance with a protocol not marked runtime_checkable raises TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
from typing import Protocol
class P(Protocol):
    def m(self): ...
isinstance(object(), P)
