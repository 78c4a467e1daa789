# /// pyconform
# rules = ["lib.unicodedata.12-1"]
# features = ["stdlib"]
# description = "unicodedata is Unicode 12.1.0: unidata_version says so and U+32FF SQUARE ERA NAME REIWA (new in 12.1) has its name."
#
# [expect]
# phase = "ok"
# stdout = '''
# 12.1.0 SQUARE ERA NAME REIWA BALLET SHOES
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9 moves to Unicode 13.0.0"
# phase = "ok"
# stdout = '''
# 13.0.0 SQUARE ERA NAME REIWA BALLET SHOES
# '''
#
# [[drift]]
# since = "3.11"
# reason = "3.11 moves to Unicode 14.0.0"
# phase = "ok"
# stdout = '''
# 14.0.0 SQUARE ERA NAME REIWA BALLET SHOES
# '''
#
# [[drift]]
# since = "3.12"
# reason = "3.12 moves to Unicode 15.0.0"
# phase = "ok"
# stdout = '''
# 15.0.0 SQUARE ERA NAME REIWA BALLET SHOES
# '''
#
# [[drift]]
# since = "3.13"
# reason = "3.13 moves to Unicode 15.1.0"
# phase = "ok"
# stdout = '''
# 15.1.0 SQUARE ERA NAME REIWA BALLET SHOES
# '''
# ///
import unicodedata
print(unicodedata.unidata_version, unicodedata.name('\u32ff'), unicodedata.name('\U0001FA70', '?'))
