# /// pyconform
# rules = ["lib.math.factorial-int-only"]
# features = ["math"]
# description = "math.factorial(Decimal(5)) is a TypeError in 3.8 (it used to convert through __int__)."
#
# [expect]
# phase = "run"
# exception = "TypeError"
# ///
import math
from decimal import Decimal
math.factorial(Decimal(5))
