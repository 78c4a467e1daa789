# /// pyconform
# rules = ["fstring.eq.conversion", "fstring.eq.repr_default"]
# features = ["fstring-eq", "datetime"]
# description = "The article's timestamp: repr and str forms used by its f-string example, echoed by f'{now=}' and f'{now=!s}'."
# notes = "It is the datetime half of the article's f-string example (not a 3.8 datetime feature), so it cites the f-string rules."
# [expect]
# stdout = '''
# datetime.datetime(2019, 7, 16, 16, 58, 0, 680222)
# 2019-07-16 16:58:00.680222
# now=datetime.datetime(2019, 7, 16, 16, 58, 0, 680222) now=2019-07-16 16:58:00.680222
# '''
# ///
import datetime
now = datetime.datetime(2019, 7, 16, 16, 58, 0, 680222)
print(repr(now))
print(str(now))
print(f'{now=} {now=!s}')
