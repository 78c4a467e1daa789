# /// pyconform
# rules = ["walrus.return-yield"]
# features = ["walrus"]
# description = "return (y := 1) is legal, returns 1 and binds y as a local of the function (seen by its finally clause, not by the module)."
# [expect]
# phase = "ok"
# stdout = '''
# y in finally: 1
# 1
# module y bound: False
# '''
# ///
def f():
    try:
        return (y := 1)
    finally:
        print('y in finally:', y)
print(f())
print('module y bound:', 'y' in globals())
