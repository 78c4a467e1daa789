# /// pyconform
# rules = ["misc.continue-in-finally"]
# features = ["misc"]
# description = "continue in a finally block is valid in 3.8; mypyc crashes compiling it (Can't add to finished block)."
# [expect]
# phase = "ok"
# stdout = """
# done
# """
# [provenance]
# found_by = "pyconform run --impl mypyc:python3.8 (suite failure, reduced by hand)"
# implementation = "mypyc from mypy 1.14.1, extension run on CPython 3.8.18"
# ///
for i in range(2):
    try:
        pass
    finally:
        continue
print('done')
