# /// pyconform
# rules = ["lib.typing.literal"]
# features = ["typing"]
# description = "Literal types cannot be used with isinstance."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
from typing import Literal
isinstance(1, Literal[1])
