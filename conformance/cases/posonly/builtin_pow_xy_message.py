# /// pyconform
# rules = ["posonly.builtin-pow", "erratum.pow-keywords"]
# features = ["posonly", "pow"]
# description = "Uncaught, pow(x=2, y=3) is a TypeError whose message names the missing parameter base, not 'takes no keyword arguments'."
# erratum = "000-article.md § Positional-only parameters gives 'TypeError: pow() takes no keyword arguments' for pow(x=2, y=3); real 3.8 raises TypeError for a different reason: \"pow() missing required argument 'base' (pos 1)\"."
# notes = "The message is the rule here (it is the erratum's point); other implementations word it their own way, see builtin_pow_xy for a wording-free check."
# [expect]
# phase = "run"
# exception = "TypeError"
# message = "pow() missing required argument 'base' (pos 1)"
# stdout = """
# calling
# """
# ///
print('calling')
pow(x=2, y=3)
