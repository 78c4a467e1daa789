# /// pyconform
# rules = ["lib.venv.activate-ps1"]
# features = ["stdlib"]
# description = "venv installs Activate.ps1 in the scripts directory on every platform, beside the POSIX activate scripts."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['Activate.ps1', 'activate', 'activate.csh', 'activate.fish']
# '''
# ///
import venv, os, sys
venv.EnvBuilder(with_pip=False, symlinks=True).create('env')
print(sorted(n for n in os.listdir('env/bin') if n.lower().startswith('activate')))
