# /// pyconform
# rules = ["lib.datetime.isocalendar"]
# features = ["datetime"]
# description = "date/datetime.fromisocalendar (new in 3.8) build a date from ISO year, week and weekday."
# [expect]
# stdout = '''
# 2019-07-16
# 2019-07-16 00:00:00
# 2021-01-03
# '''
# ///
import datetime
print(datetime.date.fromisocalendar(2019, 29, 2))
print(datetime.datetime.fromisocalendar(2019, 29, 2))
print(datetime.date.fromisocalendar(2020, 53, 7))
