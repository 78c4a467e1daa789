# /// pyconform
# rules = ["posonly.async"]
# features = ["posonly"]
# description = "async def accepts '/': the coroutine runs with a positional argument and refuses it by keyword."
# [expect]
# phase = "ok"
# stdout = '''
# 3
# TypeError
# (a, /, b=1)
# '''
# ///
import inspect


async def f(a, /, b=1):
    return a + b


coro = f(2)
try:
    coro.send(None)
except StopIteration as stop:
    print(stop.value)
try:
    f(a=2)
    print('accepted')
except TypeError as e:
    print(type(e).__name__)
print(inspect.signature(f))
