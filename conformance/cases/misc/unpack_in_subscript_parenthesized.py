# /// pyconform
# rules = ["misc.unpack-in-subscript"]
# features = ["misc"]
# description = "Wrapping the starred item in a tuple display, d[(*t,)], is legal in 3.8."
# [expect]
# phase = "ok"
# stdout = """
# {(1, 2): 3} 3 3
# """
# ///
d = {}
t = (1, 2)
d[(*t,)] = 3
print(d, d[1, 2], d[t])
