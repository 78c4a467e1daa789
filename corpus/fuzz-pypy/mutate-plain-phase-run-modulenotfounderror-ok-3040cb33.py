# /// pyconform
# rules = ["interp.pep594.macpath_removed"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:run:ModuleNotFoundError>ok): pypy 3.9.16 differs from cpython 3.11.7."
# notes = "Triaged: genuine. PyPy 3.9 still ships macpath, which CPython removed in 3.8."
# [expect]
# phase = "run"
# stdout = ""
# exception = "ModuleNotFoundError"
# [provenance]
# generator = "mutate"
# seed = 11
# shard = 11
# signature = "3040cb333cee"
# key = "f3bfe81432d1"
# kinds = ["phase:run:ModuleNotFoundError>ok"]
# reference = {spec = "python3", name = "cpython", version = "3.11.7"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "run", exception = {type = "ModuleNotFoundError", message = "No module named 'macpath'"}, exit_code = 1}
# candidate_outcome = {phase = "ok"}
# ///
import macpath
