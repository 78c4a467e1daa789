# /// pyconform
# rules = ["lib.typing.literal"]
# features = ["typing"]
# description = "In 3.8 Literal keeps duplicate values and its equality depends on order."
# notes = "The change landed in 3.9.1; drift is recorded from 3.9."
# [expect]
# stdout = '''
# (1, 1) False
# '''
# [[drift]]
# since = "3.9"
# reason = "Literal removes duplicates and compares as a set since 3.9.1"
# stdout = '''
# (1,) True
# '''
# ///
from typing import Literal, get_args
print(get_args(Literal[1, 1]), Literal[1, 2] == Literal[2, 1])
