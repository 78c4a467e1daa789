# /// pyconform
# rules = ["posonly.signature"]
# features = ["fuzz"]
# description = "Fuzzer divergence (stdout): pypy 3.9.16 differs from cpython 3.11.7."
# notes = "Triaged: genuine. inspect.signature(len) is '(obj, /)' on CPython; PyPy's builtins report no positional-only marker ('(obj)')."
# [expect]
# phase = "ok"
# stdout = '''
# (obj, /)
# '''
# [provenance]
# generator = "mutate"
# seed = 11
# shard = 0
# signature = "fee9696a2d2b"
# key = "57ae11546a7d"
# kinds = ["stdout"]
# reference = {spec = "python3", name = "cpython", version = "3.11.7"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "ok", stdout = "(obj, /)\n"}
# candidate_outcome = {phase = "ok", stdout = "(obj)\n"}
# ///
import inspect
print(inspect.signature(len))
