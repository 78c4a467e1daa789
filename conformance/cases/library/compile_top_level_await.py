# /// pyconform
# rules = ["lib.compile.top-level-await"]
# features = ["asyncio"]
# description = "compile() with ast.PyCF_ALLOW_TOP_LEVEL_AWAIT accepts top-level await, and eval of the code returns a coroutine."
#
# [expect]
# phase = "ok"
# stdout = '''
# True 7
# 0x2000
# SyntaxError 'await' outside function
# '''
# ///
import ast, asyncio, inspect
code = compile('await asyncio.sleep(0, result=7)', '<s>', 'eval', flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
coro = eval(code, {'asyncio': asyncio})
print(inspect.iscoroutine(coro), asyncio.run(coro))
print(hex(ast.PyCF_ALLOW_TOP_LEVEL_AWAIT))
try:
    compile('await asyncio.sleep(0)', '<s>', 'eval')
except SyntaxError as exc:
    print('SyntaxError', exc.msg)
