# /// pyconform
# rules = ["fstring.eq.repr_default"]
# features = ["fstring-eq"]
# description = "f'{s=}' shows repr(s) by default; Brython shows str(s)."
# [expect]
# stdout = "s='a'\n"
# [provenance]
# found_by = "pyconform run --impl brython (suite failure, reduced by hand)"
# implementation = "brython 3.8.10 (npm brython)"
# ///
s = 'a'
print(f'{s=}')
