# /// pyconform
# rules = ["lib.typing.typeddict"]
# features = ["typing"]
# description = "total=False, in class or functional syntax, is recorded in __total__."
# [expect]
# stdout = '''
# False False {} {'a': 1} ['a', 'b']
# '''
# ///
from typing import TypedDict
class P(TypedDict, total=False):
    x: int
Q = TypedDict('Q', {'a': int, 'b': str}, total=False)
print(P.__total__, Q.__total__, P(), Q(a=1), list(Q.__annotations__))
