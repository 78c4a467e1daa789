# /// pyconform
# rules = ["lib.compile.top-level-await"]
# features = ["asyncio"]
# description = "A module with await at top level is a SyntaxError: only compile() with the flag accepts it."
#
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
import asyncio
await asyncio.sleep(0)
