# /// pyconform
# rules = ["fstring.eq.evaluation", "fstring.eq.nested_spec"]
# features = ["fstring-eq"]
# description = "Fields are evaluated left to right, each value before its nested spec."
# [expect]
# stdout = '''
# t(1)=1 t(2)=   2
# [1, 2, 4]
# '''
# ///
order = []
def t(n):
    order.append(n)
    return n
w = 4
print(f'{t(1)=} {t(2)=:>{t(w)}}')
print(order)
