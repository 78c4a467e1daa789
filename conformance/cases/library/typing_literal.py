# /// pyconform
# rules = ["lib.typing.literal"]
# features = ["typing"]
# description = "Literal[...] records its allowed values and is usable as an annotation."
# [expect]
# stdout = '''
# typing.Literal ('r', 'w')
# typing.Literal[1, 'a'] typing.Literal[True]
# True
# '''
# ///
from typing import Literal, get_args, get_origin
Mode = Literal['r', 'w']
def open_mode(m: Mode) -> Mode:
    return m
print(get_origin(Mode), get_args(Mode))
print(Literal[1, 'a'], repr(Literal[True]))
print(open_mode.__annotations__['m'] is Mode)
