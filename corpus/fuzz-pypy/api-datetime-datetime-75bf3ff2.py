# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (stdout): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''<class 'TypeError'>
# '''
#
# [provenance]
# generator = "library"
# seed = 23
# shard = 1
# signature = "fee9696a2d2b"
# key = "72fc5a3b8f0a"
# kinds = ["stdout"]
# reducer = "pysource-minimize"
# cause = "75bf3ff2cc1f"
# candidate_label = "pypy-3.9"
# anchor = "api datetime.datetime"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16", release = "7.3.11"}
# reference_outcome = {phase = "ok", stdout = "<class 'TypeError'>\n"}
# candidate_outcome = {phase = "ok", stdout = "<class 'ValueError'>\n"}
# ///
import datetime

def show(label, call):
    try:
        call()
    except Exception as e:
        print(type(e))
show(0, lambda: datetime.datetime.fromisocalendar(0, 0, b''))
