# /// pyconform
# rules = ["lang.re-named-escape"]
# features = ["misc"]
# description = "A regular expression may name a character as \\N{NAME}, in str patterns, inside classes and case-insensitively."
#
# [expect]
# phase = "ok"
# stdout = '''
# αα
# ['0', '1', '2']
# True True
# '''
# ///
import re
print(re.match(r'\N{GREEK SMALL LETTER ALPHA}+', '\u03b1\u03b1b').group())
print(re.findall(r'[\N{DIGIT ZERO}-\N{DIGIT TWO}]', '0123'))
print(bool(re.fullmatch(r'\N{LATIN SMALL LETTER A}', 'A', re.I)), bool(re.fullmatch(r'\N{em dash}', '\u2014')))
