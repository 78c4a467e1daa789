# /// pyconform
# rules = ["lib.inspect.getdoc-slots"]
# features = ["stdlib"]
# description = "When __slots__ is a dict, its values are the attributes' docstrings, returned by inspect.getdoc for the slot descriptors."
#
# [expect]
# phase = "ok"
# stdout = '''
# the x coordinate None
# '''
# ///
import inspect
class C:
    __slots__ = {'x': 'the x coordinate', 'y': None}
print(inspect.getdoc(C.x), inspect.getdoc(C.y))
