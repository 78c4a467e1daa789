# /// pyconform
# rules = ["fstring.eq.text", "walrus.comprehension-scope"]
# features = ["fstring-eq", "walrus"]
# description = "Fuzzer divergence (phase:run:ValueError>ok, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = '''  s = ***42****{ f"<{69}>"  =  <69>
# v: len("") = 0   
# '''
# exception = "ValueError"
#
# [provenance]
# generator = "fstring"
# seed = 13
# shard = 51
# signature = "3bd76c26339b"
# key = "f1167d5436c4"
# kinds = ["phase:run:ValueError>ok", "stdout"]
# cause = "e831a490f533"
# candidate_label = "brython-3.8"
# anchor = "syntax FormattedValue in JoinedStr, FormattedValue!r:spec in JoinedStr, FormattedValue!s in JoinedStr, FormattedValue!s:spec in JoinedStr, FormattedValue:spec in JoinedStr, NamedExpr in FormattedValue, NamedExpr in NamedExpr, debug =; ValueError>ok"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "run", stdout = "  s = ***42****{ f\"<{69}>\"  =  <69>\nv: len(\"\") = 0   \n", exception = {type = "ValueError", message = "Unknown format code 'd' for object of type 'str'"}, exit_code = 1}
# candidate_outcome = {phase = "ok", stdout = " { s = :*^9}{{{ f\"<{69}>\"  =  !s}\nv: len(\"\") = 0   \n{len(s)  !=  80:x}a=b {(z  :=  (z := 40))!s:<5}\n{  flag =!r:d}\n"}
# ///
s = '42'
print(fR' { s = :*^9}{{{ f"<{69}>"  =  !s}')
print(rf'v: {len("") = :<4}')
flag = True
print(fR'{len(s)  !=  80:x}a=b {(z  :=  (z := 40))!s:<5}\n{  flag =!r:d}')
