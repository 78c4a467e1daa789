# /// pyconform
# rules = ["lib.typing.typeddict"]
# features = ["typing"]
# description = "TypedDict classes do not support isinstance checks."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = '''
# start
# '''
# ///
from typing import TypedDict
class Movie(TypedDict):
    name: str
print('start')
isinstance({'name': 'x'}, Movie)
