# /// pyconform
# rules = ["posonly.async"]
# features = ["posonly"]
# description = "Reference probe: async def accepts /."
# [expect]
# phase = "ok"
# stdout = """
# ok
# """
# ///
async def f(a, /):
    pass
print('ok')
