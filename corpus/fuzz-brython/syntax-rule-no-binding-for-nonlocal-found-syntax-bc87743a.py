# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (phase:compile:SyntaxError>run:RuntimeError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "walrus"
# seed = 0
# shard = 20
# signature = "064af6292f0b"
# key = "f2aeecab44da"
# kinds = ["phase:compile:SyntaxError>run:RuntimeError", "stdout"]
# reducer = "text"
# cause = "bc87743af8f5"
# candidate_label = "brython-3.8"
# anchor = "syntax rule \"no binding for nonlocal '_' found\"; SyntaxError>accepted"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "no binding for nonlocal 'a' found"}, exit_code = 1}
# candidate_outcome = {phase = "run", stdout = "<function <lambda>>\n", exception = {type = "RuntimeError", message = "JavaScript TypeError: Cannot read properties of undefined (reading '$nat')"}, exit_code = 1}
# ///
def f2():
    print((lambda:[a:=2for i in()]))
    def f2():
        nonlocal a
        g=((c:=1)for i in range)
        try:print('',c)
        except NameError as e:()
    f2()
f2()
