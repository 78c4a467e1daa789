# /// pyconform
# rules = ["walrus.binds-local", "walrus.comprehension-class-body"]
# features = ["walrus"]
# description = "A walrus directly in a class body (not in a comprehension) binds a class attribute."
# [expect]
# phase = "ok"
# stdout = """
# 4 5 5
# """
# ///
class C:
    (w := 4)
    v = (u := w + 1)
print(C.w, C.v, C.u)
