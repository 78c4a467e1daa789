# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = ""
#
# [provenance]
# generator = "program"
# seed = 0
# shard = 6
# signature = "ab6e92039090"
# key = "648326d19887"
# kinds = ["stdout"]
# reducer = "text"
# cause = "919a90a42374"
# candidate_label = "brython-3.8"
# anchor = "syntax NamedExpr in BinOp; stdout"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok"}
# candidate_outcome = {phase = "ok", stdout = " NameError\n"}
# ///
try:
    i0=23
    def d():()
    (((w0_4:=+i0)-w0_4))
except Exception as e:print('',type(e).__name__)
