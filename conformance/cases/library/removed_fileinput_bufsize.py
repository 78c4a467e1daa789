# /// pyconform
# rules = ["rm.fileinput-bufsize"]
# features = ["removal"]
# description = "fileinput.input and FileInput no longer take bufsize: TypeError."
#
# [expect]
# phase = "run"
# exception = "TypeError"
# ///
import fileinput
with open('f.txt', 'w') as f:
    f.write('a\n')
fileinput.FileInput(['f.txt'], bufsize=1)
