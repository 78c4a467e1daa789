# /// pyconform
# rules = ["fstring.eq.text"]
# features = ["fstring-eq"]
# description = "Fuzzer divergence (stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = "bar=''\n"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 1
# signature = "c82b1d6cfced"
# key = "2d23211f5b0c"
# kinds = ["stdout"]
# reducer = "pysource-minimize"
# cause = "a79557ccef4c"
# candidate_label = "brython-3.8"
# anchor = "syntax FormattedValue!r in JoinedStr, debug =; stdout"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "bar=''\n"}
# candidate_outcome = {phase = "ok", stdout = "bar=\n"}
# ///
bar = ''
print(f'{bar=}')
