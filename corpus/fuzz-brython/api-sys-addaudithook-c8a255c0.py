# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>run:AttributeError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''
#
# '''
#
# [provenance]
# generator = "audit"
# seed = 13
# shard = 0
# signature = "ba4342fe1e7f"
# key = "58a507c3573b"
# kinds = ["phase:ok>run:AttributeError", "stdout"]
# reducer = "pysource-minimize"
# cause = "c8a255c07f98"
# candidate_label = "brython-3.8"
# anchor = "api sys.addaudithook"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "\n"}
# candidate_outcome = {phase = "run", exception = {type = "AttributeError", message = "'module' object has no attribute 'addaudithook'"}, exit_code = 1}
# ///
import sys

def hook(event, args):
    print()
sys.addaudithook(hook)
