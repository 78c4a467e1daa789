# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''c0 ([1, 3], ['y', 'x'], [(1, 'y'), (3, 'x')])
# '''
#
# [provenance]
# generator = "library"
# seed = 13
# shard = 5
# signature = "48c34fc7053d"
# key = "d19faccbb049"
# kinds = ["stdout"]
# cause = "2c5223a263a0"
# candidate_label = "brython-3.8"
# anchor = "shape FunctionDef (arguments (arg  arg ) Try (Assign (_ Call (_)) ExceptHandler (Exception Expr (_ str Attribute.__name__ (Call (type _)))) Expr (_ Call (repr _)))) E... #8d513a; stdout"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "c0 ([1, 3], ['y', 'x'], [(1, 'y'), (3, 'x')])\n"}
# candidate_outcome = {phase = "ok", stdout = "c0 raised KeyError\n"}
# ///
def show(label, call):
    try:
        value = call()
    except Exception as e:
        print(label, "raised", type(e).__name__)
    else:
        print(label, repr(value))
show('c0', lambda: (lambda d: (list(reversed(d)), list(reversed(d.values())), list(reversed(d.items()))))({3: 'x', 1: 'y'}))
