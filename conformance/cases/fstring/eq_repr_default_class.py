# /// pyconform
# rules = ["fstring.eq.repr_default"]
# features = ["fstring-eq"]
# description = "With '=' and nothing else __repr__ is called, while a plain field calls __format__."
# [expect]
# stdout = '''
# c=R
# F[]
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
print(f'{c=}')
print(f'{c}')
