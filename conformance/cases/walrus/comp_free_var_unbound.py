# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Inside a function, reading the target before any binding fails even though a global of that name exists."
# [expect]
# phase = "run"
# exception = "NameError"
# stdout = """
# start
# """
# [[drift]]
# since = "3.12"
# reason = "With inlined comprehensions (PEP 709) the name is a plain local of f, so reading it unbound raises UnboundLocalError."
# phase = "run"
# exception = "UnboundLocalError"
# stdout = """
# start
# """
# ///
x = 0
def f():
    return [x := x + 1 for i in range(2)]
print('start')
print(f())
