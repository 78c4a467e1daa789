# /// pyconform
# rules = ["misc.yield-in-comprehension"]
# features = ["misc"]
# description = "The outermost iterable belongs to the enclosing function, so a yield there is legal."
# [expect]
# phase = "ok"
# stdout = """
# ready
# [2, 4]
# """
# ///
def g():
    return [x * 2 for x in (yield 'ready')]
it = g()
print(next(it))
try:
    it.send([1, 2])
except StopIteration as e:
    print(e.value)
