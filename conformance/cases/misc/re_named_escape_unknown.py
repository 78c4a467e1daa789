# /// pyconform
# rules = ["lang.re-named-escape"]
# features = ["misc"]
# description = "An unknown character name in \\N{...} is a re.error raised when the pattern is compiled."
#
# [expect]
# phase = "run"
# exception = "error"
# message = "undefined character name 'NO SUCH CHARACTER NAME' at position 0"
#
# [[drift]]
# since = "3.13"
# reason = "3.13 renames re.error to re.PatternError (re.error stays an alias)"
# phase = "run"
# exception = "PatternError"
# message = "undefined character name 'NO SUCH CHARACTER NAME' at position 0"
# ///
import re
re.compile(r'\N{NO SUCH CHARACTER NAME}')
