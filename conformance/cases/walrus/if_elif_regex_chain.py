# /// pyconform
# rules = ["walrus.if-elif"]
# features = ["walrus"]
# description = "The seed's if/elif chain: each test binds m with := and the taken branch uses it."
# [expect]
# phase = "ok"
# stdout = """
# a1 p1:1
# bz p2:z
# c-c p3:-
# d none
# """
# ///
import re
def parse(line):
    if m := re.match(r'a(\d)', line):
        return 'p1:' + m.group(1)
    elif m := re.match(r'b(\w)', line):
        return 'p2:' + m.group(1)
    elif m := re.match(r'c(.)c', line):
        return 'p3:' + m.group(1)
    return 'none'
for line in ['a1', 'bz', 'c-c', 'd']:
    print(line, parse(line))
