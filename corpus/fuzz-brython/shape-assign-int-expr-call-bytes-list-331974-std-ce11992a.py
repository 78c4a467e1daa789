# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = "b'\\t'\n"
#
# [provenance]
# generator = "program"
# seed = 13
# shard = 5
# signature = "48c34fc7053d"
# key = "648326d19887"
# kinds = ["stdout"]
# reducer = "pysource-minimize"
# cause = "ce11992a0055"
# candidate_label = "brython-3.8"
# anchor = "shape Assign (_ int) Expr (Call (bytes List (_))) #331974; stdout"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "b'\\t'\n"}
# candidate_outcome = {phase = "ok", stdout = "b'\\x09'\n"}
# ///
i0 = 9
print(bytes([i0]))
