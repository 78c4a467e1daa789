# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (stdout): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''True
# '''
#
# [provenance]
# generator = "mutate"
# seed = 17
# shard = 9
# signature = "fee9696a2d2b"
# key = "57ae11546a7d"
# kinds = ["stdout"]
# reducer = "pysource-minimize"
# cause = "e2587a80b338"
# candidate_label = "pypy-3.9"
# anchor = "shape Assign (_ Call (TypeError)) ClassDef (FunctionDef (arguments (arg ) Raise (_))) Assign (_ Dict (int Lambda (arguments  Call (zip Call (_))))) For (Tuple (_ _) C... #7e40d5; stdout"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16", release = "7.3.11"}
# reference_outcome = {phase = "ok", stdout = "True\n"}
# candidate_outcome = {phase = "ok", stdout = "False\n"}
# ///
raised = TypeError()

class NotIterable:

    def __iter__(self):
        raise raised
calls = {0: lambda: zip(NotIterable())}
for unique_name_0, call in calls.items():
    try:
        call()
    except TypeError as err:
        print(err is raised)
