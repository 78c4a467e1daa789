# /// pyconform
# rules = ["interp.pep594.macpath_removed"]
# features = ["interpreter", "pep594"]
# description = "macpath, on the PEP 594 list, was already removed in 3.8."
# [expect]
# stdout = '''
# ModuleNotFoundError
# '''
# ///
try:
    import macpath
    print('imported')
except ImportError as e:
    print(type(e).__name__)
