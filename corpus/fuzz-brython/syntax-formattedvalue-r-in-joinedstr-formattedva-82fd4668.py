# /// pyconform
# rules = ["fstring.eq.text", "walrus.comprehension-scope"]
# features = ["fstring-eq", "walrus"]
# description = "Fuzzer divergence (phase:run:ValueError>ok, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "ValueError"
#
# [provenance]
# generator = "fstring"
# seed = 0
# shard = 9
# signature = "3bd76c26339b"
# key = "f1167d5436c4"
# kinds = ["phase:run:ValueError>ok", "stdout"]
# reducer = "text"
# cause = "82fd46680503"
# candidate_label = "brython-3.8"
# anchor = "syntax FormattedValue!r in JoinedStr, FormattedValue!s:spec in JoinedStr, NamedExpr in FormattedValue, debug =; ValueError>ok"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "run", exception = {type = "ValueError", message = "Unknown format code 'x' for object of type 'str'"}, exit_code = 1}
# candidate_outcome = {phase = "ok", stdout = "{()!s:x}{(w:=())=}\n"}
# ///
print(fR"{()!s:x}{(w:=())=}")
