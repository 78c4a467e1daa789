# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>run:RuntimeError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''
#
# '''
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 0
# signature = "abe63ceb5dd2"
# key = "e60d970791b4"
# kinds = ["phase:ok>run:RuntimeError", "stdout"]
# reducer = "pysource-minimize"
# cause = "8b920f7b24e1"
# candidate_label = "brython-3.8"
# anchor = "syntax Await in FormattedValue, FormattedValue!r in JoinedStr; ok>RuntimeError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "\n"}
# candidate_outcome = {phase = "run", exception = {type = "RuntimeError", message = "JavaScript SyntaxError: Unexpected token 'var'"}, exit_code = 1}
# ///
async def main():
    f'{await 0!r}'
print()
