# /// pyconform
# rules = ["fstring.eq.conversion", "fstring.eq.repr_default"]
# features = ["fstring-eq", "datetime"]
# description = "The article's datetime example with a fixed timestamp: repr by default, str with !s."
# [expect]
# stdout = '''
# now=datetime.datetime(2019, 7, 16, 16, 58, 0, 680222) now=2019-07-16 16:58:00.680222
# '''
# ///
import datetime
now = datetime.datetime(2019, 7, 16, 16, 58, 0, 680222)
print(f'{now=} {now=!s}')
