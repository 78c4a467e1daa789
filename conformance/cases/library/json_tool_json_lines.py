# /// pyconform
# rules = ["lib.json-tool.json-lines"]
# features = ["stdlib"]
# description = "python -m json.tool --json-lines pretty-prints each line of the input as a separate JSON value."
#
# [expect]
# phase = "ok"
# stdout = '''
# 0 {
#     "a": 2,
#     "b": 1
# }
# [
#     1
# ]
#
# 1
# '''
# ///
import subprocess, sys
r = subprocess.run([sys.executable, '-m', 'json.tool', '--json-lines', '--sort-keys'], input=b'{"b": 1, "a": 2}\n[1]\n', stdout=subprocess.PIPE, stderr=subprocess.PIPE)
print(r.returncode, r.stdout.decode())
r = subprocess.run([sys.executable, '-m', 'json.tool', '--json-lines'], input=b'{"a": 1}\n{oops\n', stdout=subprocess.PIPE, stderr=subprocess.PIPE)
print(r.returncode)
