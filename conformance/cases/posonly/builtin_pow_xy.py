# /// pyconform
# rules = ["posonly.builtin-pow", "erratum.pow-keywords"]
# features = ["posonly", "pow"]
# description = "pow(x=2, y=3) raises TypeError, not because pow takes no keywords (the article's message) but because x and y are not its parameter names."
# erratum = "000-article.md § Positional-only parameters gives 'TypeError: pow() takes no keyword arguments' for pow(x=2, y=3); real 3.8 raises TypeError for a different reason: \"pow() missing required argument 'base' (pos 1)\"."
# [expect]
# stdout = '''
# calling
# TypeError no-keywords message: False
# 8
# '''
# ///
print('calling')
try:
    pow(x=2, y=3)
    print('accepted')
except TypeError as e:
    # CPython: "missing required argument 'base'", PyPy: "got 2 unexpected keyword arguments";
    # neither is the article's "takes no keyword arguments"
    print(type(e).__name__, 'no-keywords message:', 'takes no keyword arguments' in str(e))
print(pow(base=2, exp=3))
