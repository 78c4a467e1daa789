# /// pyconform
# rules = ["lib.unicodedata.is-normalized"]
# features = ["stdlib"]
# description = "unicodedata.is_normalized answers per normal form and agrees with normalize."
#
# [expect]
# phase = "ok"
# stdout = '''
# 'é' [True, True, True, True] [False, True, False, True]
# 'é' [True, True, True, True] [True, False, True, False]
# 'ﬁ' [True, True, True, True] [True, True, False, False]
# 'plain' [True, True, True, True] [True, True, True, True]
# '''
# ///
import unicodedata
for s in ('e\u0301', '\u00e9', '\ufb01', 'plain'):
    print(repr(s), [unicodedata.is_normalized(f, s) == (unicodedata.normalize(f, s) == s) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')],
          [unicodedata.is_normalized(f, s) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')])
