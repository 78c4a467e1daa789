# /// pyconform
# rules = ["porting.classcell"]
# features = ["porting"]
# description = "A metaclass that passes the namespace on unchanged keeps __class__ and zero-argument super() working."
#
# [expect]
# phase = "ok"
# stdout = '''
# has __classcell__ True
# ('C', 'base')
# '''
# ///
class Meta(type):
    def __new__(mcls, name, bases, ns):
        print('has __classcell__', '__classcell__' in ns)
        return super().__new__(mcls, name, bases, ns)
class Base:
    def who(self):
        return 'base'
class C(Base, metaclass=Meta):
    def who(self):
        return (__class__.__name__, super().who())
print(C().who())
