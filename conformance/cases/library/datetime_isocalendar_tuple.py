# /// pyconform
# rules = ["lib.datetime.isocalendar"]
# features = ["datetime"]
# description = "In 3.8 isocalendar() returns a plain tuple."
# [expect]
# stdout = '''
# (2019, 29, 2)
# True
# '''
# [[drift]]
# since = "3.9"
# reason = "isocalendar() returns a named tuple with its own repr from 3.9"
# stdout = '''
# datetime.IsoCalendarDate(year=2019, week=29, weekday=2)
# True
# '''
# ///
import datetime
d = datetime.date(2019, 7, 16)
print(d.isocalendar())
print(tuple(d.isocalendar()) == (2019, 29, 2))
