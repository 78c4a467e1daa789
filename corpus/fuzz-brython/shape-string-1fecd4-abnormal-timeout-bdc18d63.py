# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (abnormal:timeout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 35
# signature = "a18c27ba1820"
# key = "6f93d0ec7b8e"
# kinds = ["abnormal:timeout"]
# reducer = "text"
# cause = "bdc18d6314ea"
# candidate_label = "brython-3.8"
# anchor = "shape ( string ) #1fecd4; abnormal:timeout"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "f-string: empty expression not allowed"}, exit_code = 1}
# candidate_outcome = {phase = "run", timed_out = true}
# ///
(f'{}')
