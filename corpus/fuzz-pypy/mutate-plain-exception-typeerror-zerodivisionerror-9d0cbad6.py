# /// pyconform
# rules = ["posonly.builtins"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:TypeError>ZeroDivisionError): pypy 3.9.16 differs from cpython 3.11.7."
# notes = "Triaged: genuine. PyPy's divmod() accepts keyword arguments, so divmod(x=7, y=0) reaches the division; CPython's divmod is positional-only (TypeError). Same bug as corpus/pypy-known/builtin_divmod_keyword.py, found independently."
# [expect]
# phase = "run"
# stdout = ""
# exception = "TypeError"
# [provenance]
# generator = "mutate"
# seed = 11
# shard = 0
# signature = "9d0cbad64854"
# key = "27a7449cf0dc"
# kinds = ["exception:TypeError>ZeroDivisionError"]
# reference = {spec = "python3", name = "cpython", version = "3.11.7"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "run", exception = {type = "TypeError", message = "divmod() takes no keyword arguments"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "ZeroDivisionError", message = "integer divmod by zero"}, exit_code = 1}
# ///
divmod(x=0, y=0)
