# /// pyconform
# rules = ["lib.typing.final"]
# features = ["typing"]
# description = "Final marks names that should not be reassigned; it is only an annotation at run time."
# [expect]
# stdout = '''
# typing.Final typing.Final[float]
# typing.Final (<class 'int'>,)
# '''
# ///
from typing import Final, get_origin, get_args
MAX: Final = 10
RATE: Final[float] = 0.5
print(__annotations__['MAX'], __annotations__['RATE'])
print(get_origin(Final[int]), get_args(Final[int]))
