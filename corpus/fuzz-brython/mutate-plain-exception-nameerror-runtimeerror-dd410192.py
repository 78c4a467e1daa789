# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:NameError>RuntimeError): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "NameError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 2
# signature = "dd4101923d70"
# key = "fd075cefc390"
# kinds = ["exception:NameError>RuntimeError"]
# reducer = "pysource-minimize"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10"}
# reference_outcome = {phase = "run", exception = {type = "NameError", message = "name 'unique_name_0' is not defined"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "RuntimeError", message = "JavaScript SyntaxError: Unexpected token 'var'"}, exit_code = 1}
# ///
async def main():
    f'{await 0!r}'
unique_name_0
