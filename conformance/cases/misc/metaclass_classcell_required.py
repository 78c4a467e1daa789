# /// pyconform
# rules = ["porting.classcell"]
# features = ["porting"]
# description = "A metaclass that drops __classcell__ from the namespace before type.__new__ makes class creation fail with RuntimeError when a method uses __class__ or super()."
#
# [expect]
# phase = "run"
# exception = "RuntimeError"
# ///
class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns.pop('__classcell__', None)
        return super().__new__(mcls, name, bases, ns)
class C(metaclass=Meta):
    def f(self):
        return __class__
