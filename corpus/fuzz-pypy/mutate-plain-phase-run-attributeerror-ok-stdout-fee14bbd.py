# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:run:AttributeError>ok, stdout): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "AttributeError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 58
# signature = "fee14bbdfe3f"
# key = "c6d4d59d27fd"
# kinds = ["phase:run:AttributeError>ok", "stdout"]
# reducer = "pysource-minimize"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "run", exception = {type = "AttributeError", message = "'builtin_function_or_method' object has no attribute '__code__'"}, exit_code = 1}
# candidate_outcome = {phase = "ok", stdout = "<builtin-code object at 0x00007f56a379c7c0>\n"}
# ///
print(pow.__code__)
