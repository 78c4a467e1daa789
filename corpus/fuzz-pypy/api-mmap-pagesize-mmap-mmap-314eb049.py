# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:OSError>SystemError): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "OSError"
#
# [provenance]
# generator = "mutate"
# seed = 13
# shard = 43
# signature = "3a9fdbc26883"
# key = "4dd9967739f8"
# kinds = ["exception:OSError>SystemError"]
# reducer = "pysource-minimize"
# cause = "314eb049de1d"
# candidate_label = "pypy-3.9"
# anchor = "api mmap.PAGESIZE, mmap.mmap"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16", release = "7.3.11"}
# reference_outcome = {phase = "run", exception = {type = "OSError", message = "[Errno 22] Invalid argument"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "SystemError", message = "unexpected internal exception (please report a bug): <OSError object at 0x7ff50654d720>; internal traceback was dumped to stderr"}, exit_code = 1}
# ///
import mmap
m = mmap.mmap(-1, mmap.PAGESIZE)
m.madvise(5)
