# /// pyconform
# rules = ["posonly.builtin-pow"]
# features = ["posonly", "pow"]
# description = "pow(2, 3, z=5) raises TypeError naming the unknown keyword z (a builtin that took no keywords at all would not name it)."
# [expect]
# stdout = '''
# calling
# TypeError names z: True
# '''
# ///
print('calling')
try:
    pow(2, 3, z=5)
    print('accepted')
except TypeError as e:
    # CPython: "'z' is an invalid keyword argument for pow()"; PyPy: "... unexpected keyword argument 'z'"
    print(type(e).__name__, 'names z:', "'z'" in str(e))
