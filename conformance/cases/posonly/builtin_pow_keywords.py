# /// pyconform
# rules = ["posonly.builtin-pow", "erratum.pow-keywords"]
# features = ["posonly", "pow"]
# description = "The builtin pow takes keywords base, exp and mod in 3.8."
# erratum = "000-article.md § Positional-only parameters says pow(x=2, y=3) fails with 'pow() takes no keyword arguments'; in 3.8 pow accepts the keywords base, exp and mod."
# [expect]
# phase = "ok"
# stdout = """
# 8 8 3 3
# """
# ///
print(pow(base=2, exp=3), pow(2, exp=3), pow(base=2, exp=3, mod=5), pow(2, 3, mod=5))
