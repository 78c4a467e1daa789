# /// pyconform
# rules = ["erratum.fstring.bar_quotes", "fstring.eq.conversion"]
# features = ["fstring-eq"]
# description = "The quoted repr is the default; '!s' gives the unquoted text the article printed."
# erratum = "000-article.md § Debug support for f-strings prints `bar=answer ...` for `{bar=}`; 3.8 prints the repr `bar='...'` unless !s is used."
# [expect]
# stdout = '''
# foo=42 bar='answer to life, the universe, and everything'
# foo=42 bar=answer to life, the universe, and everything
# '''
# ///
foo = 42
bar = 'answer to life, the universe, and everything'
print(f'{foo=} {bar=}')
print(f'{foo=} {bar=!s}')
