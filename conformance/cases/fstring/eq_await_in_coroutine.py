# /// pyconform
# rules = ["fstring.eq.expressions"]
# features = ["fstring-eq"]
# description = "An await expression inside a coroutine can be echoed."
# [expect]
# stdout = '''
# await val()=9
# '''
# ///
import asyncio
async def val():
    return 9
async def main():
    return f'{await val()=}'
print(asyncio.run(main()))
