# /// pyconform
# rules = ["lib.compile.top-level-await"]
# features = ["asyncio"]
# description = "compile() without PyCF_ALLOW_TOP_LEVEL_AWAIT rejects a top-level async with: SyntaxError at run time."
#
# [expect]
# phase = "run"
# exception = "SyntaxError"
# ///
compile('async with lock:\n    pass\n', '<s>', 'exec')
