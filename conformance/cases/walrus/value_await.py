# /// pyconform
# rules = ["walrus.value"]
# features = ["walrus"]
# description = "A walrus can bind the result of an await expression inside a coroutine."
# [expect]
# phase = "ok"
# stdout = """
# (7, 7)
# """
# ///
import asyncio
async def f():
    return (y := await asyncio.sleep(0, 7)), y
print(asyncio.run(f()))
