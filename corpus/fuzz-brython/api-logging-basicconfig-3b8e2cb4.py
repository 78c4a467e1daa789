# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>run:RuntimeError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''
#
# '''
#
# [provenance]
# generator = "mutate"
# seed = 13
# shard = 11
# signature = "abe63ceb5dd2"
# key = "e60d970791b4"
# kinds = ["phase:ok>run:RuntimeError", "stdout"]
# reducer = "pysource-minimize"
# cause = "3b8e2cb40a51"
# candidate_label = "brython-3.8"
# anchor = "api logging.basicConfig"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "\n"}
# candidate_outcome = {phase = "run", exception = {type = "RuntimeError", message = "RuntimeError"}, exit_code = 1}
# ///
import logging
logging.basicConfig()
print()
