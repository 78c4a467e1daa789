# /// pyconform
# rules = ["walrus.comprehension-class-body"]
# features = ["walrus"]
# description = "A comprehension walrus inside a method of a class is legal and binds the method's local."
# [expect]
# phase = "ok"
# stdout = """
# ([0, 1, 2], 2)
# """
# ///
class C:
    def m(self):
        return [y := i for i in range(3)], y
print(C().m())
