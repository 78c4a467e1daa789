# /// pyconform
# rules = ["lib.datetime.isocalendar"]
# features = ["datetime"]
# description = "The article's timestamp: repr and str forms used by its f-string example."
# [expect]
# stdout = '''
# datetime.datetime(2019, 7, 16, 16, 58, 0, 680222)
# 2019-07-16 16:58:00.680222
# 2019-07-16T16:58:00
# '''
# ///
import datetime
now = datetime.datetime(2019, 7, 16, 16, 58, 0, 680222)
print(repr(now))
print(str(now))
print(now.isoformat(timespec='seconds'))
