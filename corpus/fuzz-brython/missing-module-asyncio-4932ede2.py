# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:AssertionError>ModuleNotFoundError): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "AssertionError"
#
# [provenance]
# generator = "mutate"
# seed = 13
# shard = 42
# signature = "1a6b9834a764"
# key = "5ea528e498b5"
# kinds = ["exception:AssertionError>ModuleNotFoundError"]
# reducer = "pysource-minimize"
# cause = "4932ede23de8"
# candidate_label = "brython-3.8"
# anchor = "missing module asyncio"
# missing_module = "asyncio"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "run", exception = {type = "AssertionError", message = "invalid action: 0"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "ModuleNotFoundError", message = "asyncio"}, exit_code = 1}
# ///
import warnings

def caught(fn):
    warnings.simplefilter(0)
import asyncio
caught(0)
