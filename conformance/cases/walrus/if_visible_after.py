# /// pyconform
# rules = ["walrus.if-elif"]
# features = ["walrus"]
# description = "A name bound in an if test stays bound after the if statement ends."
# [expect]
# phase = "ok"
# stdout = """
# long 5
# after 5
# """
# ///
data = [3, 1, 4, 1, 5]
if (n := len(data)) > 3:
    print('long', n)
print('after', n)
