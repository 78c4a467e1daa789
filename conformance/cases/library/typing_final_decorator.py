# /// pyconform
# rules = ["lib.typing.final"]
# features = ["typing"]
# description = "@final returns its argument and is not enforced at run time."
# [expect]
# stdout = '''
# True
# Base
# '''
# ///
from typing import final
def f():
    return 1
print(final(f) is f)
@final
class Base:
    pass
class Sub(Base):
    pass
print(Sub.__mro__[1].__name__)
