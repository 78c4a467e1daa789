# /// pyconform
# rules = ["lib.typing.introspection"]
# features = ["typing"]
# description = "get_origin and get_args take generic aliases apart."
# [expect]
# stdout = '''
# <class 'list'> (<class 'str'>, <class 'int'>)
# None ()
# typing.Union (<class 'int'>, <class 'str'>) (<class 'int'>, <class 'NoneType'>)
# (<class 'int'>, Ellipsis) <class 'tuple'>
# <class 'collections.abc.Callable'> ([<class 'int'>], <class 'str'>)
# typing.ClassVar
# '''
# ///
from typing import List, Dict, Union, Optional, Tuple, Callable, ClassVar, get_origin, get_args
print(get_origin(List[int]), get_args(Dict[str, int]))
print(get_origin(int), get_args(int))
print(get_origin(Union[int, str]), get_args(Union[int, str]), get_args(Optional[int]))
print(get_args(Tuple[int, ...]), get_origin(Tuple[int]))
print(get_origin(Callable[[int], str]), get_args(Callable[[int], str]))
print(get_origin(ClassVar[int]))
