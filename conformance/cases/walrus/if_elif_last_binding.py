# /// pyconform
# rules = ["walrus.if-elif"]
# features = ["walrus"]
# description = "After a failed if test and a failed elif test, the name holds the value of the last test evaluated."
# [expect]
# phase = "ok"
# stdout = """
# neither None
# """
# ///
import re
line = 'zzz'
if m := re.match('a', line):
    print('a')
elif m := re.match('b', line):
    print('b')
else:
    print('neither', m)
