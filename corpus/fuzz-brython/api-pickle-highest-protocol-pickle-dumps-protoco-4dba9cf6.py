# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>run:AttributeError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''0 [('ab', {'x': 1})]
# 1 [('ab', {'x': 1})]
# 2 [('ab', {'x': 1})]
# 3 [('ab', {'x': 1})]
# 4 [('ab', {'x': 1})]
# 5 [('ab', {'x': 1})]
# '''
#
# [provenance]
# generator = "mutate"
# seed = 13
# shard = 14
# signature = "ba4342fe1e7f"
# key = "a33aadf3b905"
# kinds = ["phase:ok>run:AttributeError", "stdout"]
# cause = "4dba9cf6294b"
# candidate_label = "brython-3.8"
# anchor = "api pickle.HIGHEST_PROTOCOL, pickle.dumps(protocol), pickle.loads"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "0 [('ab', {'x': 1})]\n1 [('ab', {'x': 1})]\n2 [('ab', {'x': 1})]\n3 [('ab', {'x': 1})]\n4 [('ab', {'x': 1})]\n5 [('ab', {'x': 1})]\n"}
# candidate_outcome = {phase = "run", exception = {type = "AttributeError", message = "'C' object has no attribute 'log'"}, exit_code = 1}
# ///
import pickle, copyreg
def setter(obj, state):
    obj.log.append(('ab', state))
class C:
    def __init__(self):
        self.log = []
    def __setstate__(self, state):
        self.log.append(('__setstate__', state))
    def __reduce__(self):
        return (C, (), {'x': 1}, None, None, setter)
for proto in range(0, pickle.HIGHEST_PROTOCOL + 1):
    print(proto, pickle.loads(pickle.dumps(C(), protocol=proto)).log)
