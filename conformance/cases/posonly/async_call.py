# /// pyconform
# rules = ["posonly.async"]
# features = ["posonly"]
# description = "A coroutine function's positional-only parameter is checked when it is called."
# [expect]
# phase = "ok"
# stdout = """
# 3
# TypeError
# """
# ///
import asyncio
async def f(a, /, b):
    return a + b
print(asyncio.run(f(1, b=2)))
try:
    f(a=1, b=2)
except TypeError:
    print('TypeError')
