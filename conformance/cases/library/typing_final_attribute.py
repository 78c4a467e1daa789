# /// pyconform
# rules = ["lib.typing.final"]
# features = ["typing"]
# description = "In 3.8 @final leaves no trace on the class."
# [expect]
# stdout = '''
# no attribute
# '''
# [[drift]]
# since = "3.11"
# reason = "from 3.11 @final sets __final__ = True where it can"
# stdout = '''
# True
# '''
# ///
from typing import final
@final
class K:
    pass
print(getattr(K, '__final__', 'no attribute'))
