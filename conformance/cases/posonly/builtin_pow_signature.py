# /// pyconform
# rules = ["posonly.builtin-pow", "posonly.signature", "erratum.pow-keywords"]
# features = ["posonly", "pow"]
# description = "The builtin pow's signature in 3.8 is (base, exp, mod=None), with no / marker."
# erratum = "000-article.md § Positional-only parameters presents builtin pow as positional-only; in 3.8 its parameters base, exp, mod are positional-or-keyword."
# [expect]
# phase = "ok"
# stdout = """
# (base, exp, mod=None)
# ['POSITIONAL_OR_KEYWORD', 'POSITIONAL_OR_KEYWORD', 'POSITIONAL_OR_KEYWORD']
# """
# ///
import inspect
print(inspect.signature(pow))
print([p.kind.name for p in inspect.signature(pow).parameters.values()])
