# /// pyconform
# rules = ["walrus.lambda"]
# features = ["walrus"]
# description = "A lambda can be the value of a parenthesized walrus."
# [expect]
# phase = "ok"
# stdout = """
# 16 25
# """
# ///
print((sq := lambda n: n * n)(4), sq(5))
