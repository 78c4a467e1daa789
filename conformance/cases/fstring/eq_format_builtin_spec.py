# /// pyconform
# rules = ["fstring.eq.not_str_format"]
# features = ["fstring-eq"]
# description = "In format specs '=' is only the sign-aware padding alignment or a fill character."
# [expect]
# stdout = '''
#    10
# -  10
# ===1===
# '''
# ///
print(format(10, '=5'))
print(format(-10, '=5'))
print('{:=^7}'.format(1))
