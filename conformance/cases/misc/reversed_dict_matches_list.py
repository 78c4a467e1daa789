# /// pyconform
# rules = ["misc.reversed-dict"]
# features = ["misc"]
# description = "reversed(d) yields exactly list(d) backwards."
# [expect]
# phase = "ok"
# stdout = """
# True True
# [] []
# """
# ///
d = {i * 7 % 11: i for i in range(20)}
print(list(reversed(d)) == list(d)[::-1], list(reversed(d.values())) == list(d.values())[::-1])
print(list(reversed({})), list(reversed({}.items())))
