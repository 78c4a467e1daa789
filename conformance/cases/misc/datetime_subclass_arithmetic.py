# /// pyconform
# rules = ["lib.datetime.subclass-arithmetic"]
# features = ["datetime"]
# description = "Adding or subtracting a timedelta to an instance of a date or datetime subclass gives an instance of the subclass."
#
# [expect]
# phase = "ok"
# stdout = '''
# D 2019-10-15
# D 2019-10-15
# D 2019-10-13
# T 2019-10-15 12:00:00
# T 2019-10-15 12:00:00
# T 2019-10-13 12:00:00
# timedelta timedelta
# '''
# ///
import datetime as dt
class D(dt.date):
    pass
class T(dt.datetime):
    pass
d = D(2019, 10, 14)
t = T(2019, 10, 14, 12)
one = dt.timedelta(days=1)
for value in (d + one, one + d, d - one, t + one, one + t, t - one):
    print(type(value).__name__, value)
print(type(d - D(2019, 1, 1)).__name__, type(t - T(2019, 1, 1)).__name__)
