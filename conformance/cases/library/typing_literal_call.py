# /// pyconform
# rules = ["lib.typing.literal"]
# features = ["typing"]
# description = "A Literal type cannot be instantiated."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
from typing import Literal
Literal[1]()
