# /// pyconform
# rules = ["lib.asyncio.repl"]
# features = ["asyncio"]
# description = "python -m asyncio is a REPL in which await works at top level."
#
# [expect]
# phase = "ok"
# stdout = '''
# 0 >>> >>> >>> got 42
# >>> 
# '''
# ///
import subprocess, sys
r = subprocess.run([sys.executable, '-m', 'asyncio'], input=b'import asyncio\nx = await asyncio.sleep(0, result=41)\nprint("got", x + 1)\n', stdout=subprocess.PIPE, stderr=subprocess.PIPE)
print(r.returncode, r.stdout.decode())
