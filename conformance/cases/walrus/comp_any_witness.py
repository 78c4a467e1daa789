# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "The any() witness idiom: the walrus keeps the first matching value."
# [expect]
# phase = "ok"
# stdout = """
# first error: ERROR 42
# """
# ///
lines = ['ok', 'ok', 'ERROR 42', 'ERROR 7']
if any((bad := line).startswith('ERROR') for line in lines):
    print('first error:', bad)
