# /// pyconform
# rules = ["lib.shlex.join"]
# features = ["shlex"]
# description = "shlex.join quotes each argument as needed and round-trips with split."
# [expect]
# stdout = '''
# 'a b' c
# echo 'it'"'"'s' '$HOME' ''
# ''
# ['a b', "c'd"]
# '''
# ///
import shlex
print(shlex.join(['a b', 'c']))
print(shlex.join(['echo', "it's", '$HOME', '']))
print(repr(shlex.join([])))
print(shlex.split(shlex.join(['a b', "c'd"])))
