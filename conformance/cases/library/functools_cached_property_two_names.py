# /// pyconform
# rules = ["lib.functools.cached_property"]
# features = ["functools"]
# description = "One cached_property object cannot serve two attribute names; 3.8 reports it through __set_name__ as RuntimeError."
# [expect]
# stdout = '''
# RuntimeError
# '''
# [[drift]]
# since = "3.12"
# reason = "3.12 stops wrapping __set_name__ errors in RuntimeError"
# stdout = '''
# TypeError
# '''
# ///
import functools
try:
    class D:
        cp = functools.cached_property(lambda self: 1)
        other = cp
except Exception as e:
    print(type(e).__name__)
