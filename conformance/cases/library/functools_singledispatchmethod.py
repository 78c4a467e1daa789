# /// pyconform
# rules = ["lib.functools.singledispatchmethod"]
# features = ["functools"]
# description = "singledispatchmethod dispatches on the type of the first argument after self."
# [expect]
# stdout = '''
# int str obj
# '''
# ///
import functools
class G:
    @functools.singledispatchmethod
    def f(self, arg):
        return 'obj'
    @f.register
    def _(self, arg: int):
        return 'int'
    @f.register(str)
    def _(self, arg):
        return 'str'
print(G().f(1), G().f('a'), G().f(1.0))
