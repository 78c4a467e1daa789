# /// pyconform
# rules = ["lib.pow.keywords"]
# features = ["pow"]
# description = "The old parameter names x and y are not keywords of pow, while its real names base and exp are."
# erratum = "000-article.md § Positional-only parameters shows pow(x=2, y=3) failing because pow takes no keywords; it fails in 3.8 because the keywords are base/exp/mod."
# [expect]
# stdout = '''
# TypeError no-keywords message: False
# 8 3
# '''
# ///
try:
    pow(x=2, y=3)
    print('accepted')
except TypeError as e:
    print(type(e).__name__, 'no-keywords message:', 'takes no keyword arguments' in str(e))
print(pow(base=2, exp=3), pow(2, 3, mod=5))
