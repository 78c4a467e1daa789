# /// pyconform
# rules = ["fstring.eq.text"]
# features = ["fstring-eq"]
# description = "compile() of source using the '=' field produces working code."
# [expect]
# stdout = '''
# x=4
# '''
# ///
src = "x = 4\nr = f'{x=}'\n"
ns = {}
exec(compile(src, '<src>', 'exec'), ns)
print(ns['r'])
