# /// pyconform
# rules = ["misc.return-yield-unpack"]
# features = ["misc"]
# description = "x = yield *a, 3 yields a tuple and receives the sent value."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2, 3)
# got s
# done
# """
# ///
def g():
    a = [1, 2]
    x = yield *a, 3
    print('got', x)
it = g()
print(next(it))
try:
    it.send('s')
except StopIteration:
    print('done')
