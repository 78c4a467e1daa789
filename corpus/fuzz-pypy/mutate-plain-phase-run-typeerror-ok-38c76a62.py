# /// pyconform
# rules = ["posonly.builtins"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:run:TypeError>ok): pypy 3.9.16 differs from cpython 3.11.7."
# notes = "Triaged: genuine. PyPy's divmod() accepts keyword arguments; CPython raises TypeError 'divmod() takes no keyword arguments'."
# [expect]
# phase = "run"
# stdout = ""
# exception = "TypeError"
# [provenance]
# generator = "mutate"
# seed = 11
# shard = 4
# signature = "38c76a628335"
# key = "b8b4b72deb8f"
# kinds = ["phase:run:TypeError>ok"]
# reference = {spec = "python3", name = "cpython", version = "3.11.7"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "run", exception = {type = "TypeError", message = "divmod() takes no keyword arguments"}, exit_code = 1}
# candidate_outcome = {phase = "ok"}
# ///
divmod(x=0, y=1)
