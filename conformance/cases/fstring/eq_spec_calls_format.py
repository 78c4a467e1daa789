# /// pyconform
# rules = ["fstring.eq.spec_formats_value"]
# features = ["fstring-eq"]
# description = "With a format spec and no conversion the value goes through __format__, not __repr__; an empty spec still counts."
# [expect]
# stdout = '''
# c=F[x]
# c=F[]
# c = F[>5]
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
print(f'{c=:x}')
print(f'{c=:}')
print(f'{c = :>5}')
