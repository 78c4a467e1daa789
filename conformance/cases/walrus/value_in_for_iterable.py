# /// pyconform
# rules = ["walrus.value"]
# features = ["walrus"]
# description = "A walrus in a for statement's iterable binds before the loop runs."
# [expect]
# phase = "ok"
# stdout = """
# 0 3
# 1 3
# 2 3
# range(0, 3)
# """
# ///
for i in (r := range(3)):
    print(i, len(r))
print(r)
