# /// pyconform
# rules = ["posonly.builtin-pow", "erratum.pow-keywords"]
# features = ["posonly", "pow"]
# description = "pow(x=2, y=3) raises TypeError because x and y are not pow's parameter names."
# erratum = "000-article.md § Positional-only parameters gives 'TypeError: pow() takes no keyword arguments' for pow(x=2, y=3); real 3.8 raises TypeError for a different reason: \"pow() missing required argument 'base' (pos 1)\"."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# calling
# """
# ///
print('calling')
pow(x=2, y=3)
