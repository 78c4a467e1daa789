# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>run:ModuleNotFoundError, stdout): pypy 3.9.16 differs from cpython 3.11.7."
# notes = "Triaged: genuine. PyPy 3.9 ships without the spwd module, which CPython 3.8-3.12 provide (PEP 594 removes it only in 3.13)."
# [expect]
# phase = "ok"
# stdout = '''
#
# '''
# [provenance]
# generator = "mutate"
# seed = 11
# shard = 5
# signature = "73b4ec975b3c"
# key = "b6f8db8f9c58"
# kinds = ["phase:ok>run:ModuleNotFoundError", "stdout"]
# reference = {spec = "python3", name = "cpython", version = "3.11.7"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "ok", stdout = "\n"}
# candidate_outcome = {phase = "run", exception = {type = "ModuleNotFoundError", message = "No module named 'spwd'"}, exit_code = 1}
# ///
import spwd
print()
