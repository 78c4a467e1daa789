# /// pyconform
# rules = ["porting.str-inherited"]
# features = ["porting"]
# description = "int, float, complex and bool no longer define __str__ (they inherit object.__str__), so str() of a subclass that overrides __repr__ uses that repr."
#
# [expect]
# phase = "ok"
# stdout = '''
# R! F! R! R! R!
# [True, True, True, True]
# True 1.5 2j
# '''
# ///
class R(int):
    def __repr__(self):
        return 'R!'
class F(float):
    def __repr__(self):
        return 'F!'
print(str(R(1)), str(F(1.5)), '%s' % R(2), f'{R(3)}', format(R(4)))
print([t.__str__ is object.__str__ for t in (int, float, complex, bool)])
print(str(True), str(1.5), str(2j))
