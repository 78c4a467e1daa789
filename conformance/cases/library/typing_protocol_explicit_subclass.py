# /// pyconform
# rules = ["lib.typing.protocol"]
# features = ["typing"]
# description = "A protocol can be subclassed explicitly to inherit defaults but not instantiated itself."
# [expect]
# stdout = '''
# hello
# TypeError
# '''
# ///
from typing import Protocol
class Greeter(Protocol):
    def greet(self):
        return 'hello'
class Impl(Greeter):
    pass
print(Impl().greet())
try:
    Greeter()
except TypeError:
    print('TypeError')
