# /// pyconform
# rules = ["misc.continue-in-finally"]
# features = ["misc"]
# description = "continue in finally discards the exception raised in the try block and goes on looping."
# [expect]
# phase = "ok"
# stdout = """
# finally 1
# finally 2
# finally 3
# after 3
# """
# ///
i = 0
while i < 3:
    try:
        i += 1
        if i == 2:
            raise ValueError(i)
    finally:
        print('finally', i)
        continue
print('after', i)
