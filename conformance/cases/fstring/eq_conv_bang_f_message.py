# /// pyconform
# rules = ["erratum.fstring.bang_f"]
# features = ["fstring-eq"]
# description = "The rejection of '!f' names the three valid conversion characters."
# erratum = "000-article.md § Debug support for f-strings: `!f` does not exist in 3.8."
# notes = "The message is checked because it is what tells a reader of the article what went wrong; 3.12 adds the offending character to it."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# message = "f-string: invalid conversion character: expected 's', 'r', or 'a'"
# [[drift]]
# since = "3.12"
# reason = "3.12 quotes the bad character in the message"
# phase = "compile"
# exception = "SyntaxError"
# message = "f-string: invalid conversion character 'f': expected 's', 'r', or 'a'"
# ///
import math
print(f'{math.pi=!f:.2f}')
