# /// pyconform
# rules = ["lib.unicodedata.is-normalized"]
# features = ["stdlib"]
# description = "unicodedata.is_normalized(form, s) tells whether s is already in that normal form; an unknown form is a ValueError."
#
# [expect]
# phase = "run"
# stdout = '''
# [False, True, False, True]
# True False
# '''
# exception = "ValueError"
# ///
import unicodedata
s = 'e\u0301'
print([unicodedata.is_normalized(f, s) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')])
print(unicodedata.is_normalized('NFC', '\u00e9'), unicodedata.is_normalized('NFKC', '\ufb01'))
unicodedata.is_normalized('NFX', s)
