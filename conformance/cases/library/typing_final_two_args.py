# /// pyconform
# rules = ["lib.typing.final"]
# features = ["typing"]
# description = "Final takes exactly one type argument."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
from typing import Final
Final[int, str]
