# /// pyconform
# rules = ["posonly.kwargs"]
# features = ["posonly"]
# description = "A format-like function can accept any field name because its own parameter is positional-only."
# [expect]
# phase = "ok"
# stdout = """
# T and 1
# """
# ///
def fmt(template, /, **fields):
    return template.format(**fields)
print(fmt('{template} and {x}', template='T', x=1))
