# /// pyconform
# rules = ["fstring.eq.conversion_and_spec"]
# features = ["fstring-eq"]
# description = "With a conversion the spec formats the converted string; the object's __format__ is not used."
# [expect]
# stdout = '''
# c=  S|c=R  |c=  R  |
# '''
# ///
class C:
    def __repr__(self):
        return 'R'
    def __str__(self):
        return 'S'
    def __format__(self, spec):
        return 'F[' + spec + ']'
c = C()
print(f'{c=!s:>3}|{c=!r:<3}|{c=!a:^5}|')
