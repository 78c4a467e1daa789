# /// pyconform
# rules = ["walrus.target-name"]
# features = ["walrus"]
# description = "A plain identifier (including a non-ASCII one) is a valid target."
# [expect]
# phase = "ok"
# stdout = """
# 1 2 3
# """
# ///
(n := 1)
(größe := 2)
(_ := 3)
print(n, größe, _)
