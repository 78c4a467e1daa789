# /// pyconform
# rules = ["fstring.eq.expressions", "fstring.eq.text"]
# features = ["fstring-eq"]
# description = "Non-ASCII identifiers are echoed as written."
# [expect]
# stdout = '''
# tenπ=31.40
# café='ok'
# '''
# ///
tenπ = 31.4
café = 'ok'
print(f'{tenπ=:.2f}')
print(f'{café=}')
