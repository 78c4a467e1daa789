# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:run:TypeError>ok): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "TypeError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 0
# signature = "9647e63bcf86"
# key = "25807bf97698"
# kinds = ["phase:run:TypeError>ok"]
# cause = "072028d20b59"
# candidate_label = "brython-3.8"
# anchor = "builtin called with keywords"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "run", exception = {type = "TypeError", message = "get() takes no keyword arguments"}, exit_code = 1}
# candidate_outcome = {phase = "ok"}
# ///
{}.get(key=0)
