# /// pyconform
# rules = ["interp.flags.isolated"]
# features = ["interpreter"]
# description = "-I leaves the script's directory off sys.path, so a module beside the script cannot be imported."
# notes = "Depends on the program being run as a script file (python -I main.py), as the runner contract specifies (docs/interpreting.md)."
# [run]
# flags = ["-I"]
# files = {"localmod.py" = "X = 1\n"}
# [expect]
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = '''
# start
# '''
# ///
import sys
print('start')
import localmod
