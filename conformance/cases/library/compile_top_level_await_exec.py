# /// pyconform
# rules = ["lib.compile.top-level-await"]
# features = ["asyncio"]
# description = "Top-level async for and async with are accepted under PyCF_ALLOW_TOP_LEVEL_AWAIT in exec mode; without the flag they are SyntaxErrors."
#
# [expect]
# phase = "ok"
# stdout = '''
# [1, 2]
# SyntaxError 'async for' outside async function
# '''
# ///
import ast, asyncio
src = 'async def gen():\n    yield 1\n    yield 2\nout = []\nasync for v in gen():\n    out.append(v)\n'
code = compile(src, '<s>', 'exec', flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
ns = {}
r = eval(code, ns)
asyncio.run(r)
print(ns['out'])
try:
    compile(src, '<s>', 'exec')
except SyntaxError as exc:
    print('SyntaxError', exc.msg)
