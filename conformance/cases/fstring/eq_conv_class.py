# /// pyconform
# rules = ["fstring.eq.conversion"]
# features = ["fstring-eq"]
# description = "Each conversion calls its own method: !s -> __str__, !r and !a -> __repr__."
# [expect]
# stdout = '''
# c=S c=R c=R
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
print(f'{c=!s} {c=!r} {c=!a}')
