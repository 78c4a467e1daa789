# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>run:AttributeError, stdout): micropython 1.27.0 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''<function run at 0x7f5da0ada1f0>
# '''
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 0
# signature = "62b75a284f58"
# key = "f33e6b746853"
# kinds = ["phase:ok>run:AttributeError", "stdout"]
# reducer = "pysource-minimize"
# cause = "d9d346884368"
# candidate_label = "micropython-3.4"
# anchor = "api asyncio.run"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "micropython", name = "micropython", version = "1.27.0", language = "3.4"}
# reference_outcome = {phase = "ok", stdout = "<function run at 0x7f5da0ada1f0>\n"}
# candidate_outcome = {phase = "run", exception = {type = "AttributeError", message = "module 'asyncio' has no attribute 'run'"}, exit_code = 1}
# ///
import asyncio
print(asyncio.run)
