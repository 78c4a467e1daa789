# /// pyconform
# rules = ["lib.pow.keywords"]
# features = ["pow"]
# description = "The builtin pow accepts base, exp and mod as keywords in 3.8."
# erratum = "000-article.md § Positional-only parameters says pow's arguments are positional-only; 3.8 accepts the keywords base, exp and mod."
# [expect]
# stdout = '''
# 8 3
# 1024 9 8
# '''
# ///
print(pow(base=2, exp=3), pow(base=2, exp=3, mod=5))
print(pow(2, exp=10), pow(exp=2, base=3), pow(2, 3, mod=None))
