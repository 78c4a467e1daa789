# /// pyconform
# rules = ["fstring.eq.repr_default"]
# features = ["fstring-eq"]
# description = "Containers and constants are shown through repr()."
# [expect]
# stdout = '''
# x=None l=[1, 'a'] t=(True,)
# '''
# ///
x = None
l = [1, 'a']
t = (True,)
print(f'{x=} {l=} {t=}')
