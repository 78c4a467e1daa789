# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>run:TypeError, stdout): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''<code object <module> at 0x7f2548a2e0e0, file "<syntax-tree>", line 1>
# '''
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 98
# signature = "fa8bef2e160f"
# key = "ebad229ce82a"
# kinds = ["phase:ok>run:TypeError", "stdout"]
# reducer = "pysource-minimize"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "ok", stdout = "<code object <module> at 0x7f2548a2e0e0, file \"<syntax-tree>\", line 1>\n"}
# candidate_outcome = {phase = "run", exception = {type = "TypeError", message = "The compile method no longer works on PyPy 3.9, the whole module was removed in CPython 3.10"}, exit_code = 1}
# ///
import parser
print(parser.expr('2').compile())
