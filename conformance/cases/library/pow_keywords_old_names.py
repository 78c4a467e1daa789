# /// pyconform
# rules = ["lib.pow.keywords"]
# features = ["pow"]
# description = "The old parameter names x and y are not keywords of pow."
# erratum = "000-article.md § Positional-only parameters shows pow(x=2, y=3) failing because pow takes no keywords; it fails in 3.8 because the keywords are base/exp/mod."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
pow(x=2, y=3)
