# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (stdout): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''('x',) 
# '''
#
# [provenance]
# generator = "mutate"
# seed = 13
# shard = 5
# signature = "fee9696a2d2b"
# key = "57ae11546a7d"
# kinds = ["stdout"]
# reducer = "pysource-minimize"
# cause = "e8a27cca98d0"
# candidate_label = "pypy-3.9"
# anchor = "shape For (_ Tuple (Tuple (str)) Try (Expr (Call (type str Tuple (int) Dict (str _))) ExceptHandler (Expr (_ str)))) #7d77cc; stdout"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16", release = "7.3.11"}
# reference_outcome = {phase = "ok", stdout = "('x',) \n"}
# candidate_outcome = {phase = "ok"}
# ///
for slots in (('x',),):
    try:
        type('', (int,), {'__slots__': slots})
    except:
        print(slots, '')
