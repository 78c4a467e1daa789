# /// pyconform
# rules = ["erratum.fstring.bang_f", "fstring.eq.spec_formats_value"]
# features = ["fstring-eq"]
# description = "What the article meant by '!f': a plain format spec after '=' prints math.pi=3.14."
# erratum = "000-article.md § Debug support for f-strings writes `f'{math.pi=!f:.2f}'`; 3.8 has no !f, the working form is `f'{math.pi=:.2f}'`."
# [expect]
# stdout = '''
# math.pi=3.14
# math.pi=3.1415
# '''
# ///
import math
print(f'{math.pi=:.2f}')
print(f'{math.pi=!s:.6}')
