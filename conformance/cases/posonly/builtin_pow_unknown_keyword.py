# /// pyconform
# rules = ["posonly.builtin-pow"]
# features = ["posonly", "pow"]
# description = "pow(2, 3, z=5) raises TypeError: z is not a keyword of the builtin pow."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# calling
# """
# ///
print('calling')
pow(2, 3, z=5)
