# /// pyconform
# rules = ["misc.dictcomp-order"]
# features = ["misc"]
# description = "Reference probe: in dict displays and dict comprehensions the key is evaluated before the value."
# [expect]
# phase = "ok"
# stdout = """
# ['k', 'v', 'k', 'v']
# """
# ///
order = []
def k(x): order.append('k'); return x
def v(x): order.append('v'); return x
{k(1): v(2)}
{k(i): v(i) for i in range(1)}
print(order)
