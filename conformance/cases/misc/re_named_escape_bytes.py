# /// pyconform
# rules = ["lang.re-named-escape"]
# features = ["misc"]
# description = "\\N{...} is not an escape in bytes patterns: compiling one raises re.error (bad escape)."
#
# [expect]
# phase = "ok"
# stdout = '''
# re.error bad escape \N at position 0
# re.error missing }, unterminated name at position 3
# '''
# ///
import re
try:
    re.compile(rb'\N{DIGIT ZERO}')
except re.error as exc:
    print('re.error', exc)
try:
    re.compile(r'\N{DIGIT ZERO')
except re.error as exc:
    print('re.error', exc)
