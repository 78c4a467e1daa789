# /// pyconform
# rules = ["posonly.code-object"]
# features = ["posonly"]
# description = "A positional-only parameter stays positional-only; python-minifier's default convert_posargs_to_args drops the '/'."
# [expect]
# stdout = "1\n"
# [provenance]
# found_by = "pyconform run --impl transform:python-minifier:python3 (suite failure, reduced by hand)"
# implementation = "python-minifier 3.4.0 (default options), output run on CPython 3.11.7"
# ///
def f(a, /):
    return a
print(f.__code__.co_posonlyargcount)
