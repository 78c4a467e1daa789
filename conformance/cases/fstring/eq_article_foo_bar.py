# /// pyconform
# rules = ["fstring.eq.text", "erratum.fstring.bar_quotes"]
# features = ["fstring-eq"]
# description = "The article's foo/bar example: the '=' form shows the repr, so bar is quoted, unlike the old spelling."
# erratum = "000-article.md § Debug support for f-strings claims both spellings print `foo=42 bar=answer ...`; in 3.8 the '=' form uses repr() and prints `bar='answer ...'`."
# [expect]
# stdout = '''
# foo=42 bar=answer ...
# foo=42 bar='answer ...'
# '''
# ///
foo = 42
bar = 'answer ...'
print(f'foo={foo} bar={bar}')
print(f'{foo=} {bar=}')
