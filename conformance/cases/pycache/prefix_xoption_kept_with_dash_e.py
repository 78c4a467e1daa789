# /// pyconform
# rules = ["pycache.prefix.ignore_env", "pycache.prefix.xoption"]
# features = ["pycache"]
# description = "-E drops only the environment variable; an explicit -X pycache_prefix still applies."
# [run]
# flags = ["-E", "-X", "pycache_prefix={cwd}/xp"]
# env = {PYTHONPYCACHEPREFIX = "{cwd}/envp"}
# [expect]
# stdout = '''
# xp
# '''
# ///
import os, sys
print(os.path.basename(sys.pycache_prefix))
