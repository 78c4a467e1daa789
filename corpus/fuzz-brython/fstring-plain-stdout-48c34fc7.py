# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''<built-in method title of str object at 0x7f14003dd2f0>
# '''
#
# [provenance]
# generator = "fstring"
# seed = 0
# shard = 1
# signature = "48c34fc7053d"
# key = "c4c2225a5d21"
# kinds = ["stdout"]
# reducer = "pysource-minimize"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10"}
# reference_outcome = {phase = "ok", stdout = "<built-in method title of str object at 0x7f14003dd2f0>\n"}
# candidate_outcome = {phase = "ok", stdout = "<bound method str.title of >\n"}
# ///
print(''.title)
