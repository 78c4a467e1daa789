# /// pyconform
# rules = ["lib.asyncio.task-names"]
# features = ["asyncio"]
# description = "create_task(name=) names a task, get_name/set_name read and change it, unnamed tasks are 'Task-N', and the name shows in repr."
#
# [expect]
# phase = "ok"
# stdout = '''
# fetch True
# '42' True
# job True
# '''
# ///
import asyncio, re
async def job():
    return 1
async def main():
    t = asyncio.create_task(job(), name='fetch')
    u = asyncio.create_task(job())
    print(t.get_name(), bool(re.fullmatch(r'Task-\d+', u.get_name())))
    t.set_name(42)
    print(repr(t.get_name()), "name='42'" in repr(t))
    await t; await u
    print(t.get_coro().__name__, t.get_coro() is not None)
asyncio.run(main())
