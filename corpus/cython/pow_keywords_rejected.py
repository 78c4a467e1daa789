# /// pyconform
# rules = ["lib.pow.keywords"]
# features = ["pow"]
# description = "pow() accepts base= and exp= keywords in 3.8; Cython rejects the call at compile time."
# [expect]
# stdout = "8\n"
# [provenance]
# found_by = "pyconform run --impl cython:python3 (suite failure, reduced by hand)"
# implementation = "cython 3.3.1, extension run on CPython 3.11.7"
# ///
print(pow(base=2, exp=3))
