# /// pyconform
# rules = ["fstring.eq.spec_formats_value"]
# features = ["fstring-eq", "datetime"]
# description = "A date with a spec is formatted with strftime codes; without one it shows the repr."
# [expect]
# stdout = '''
# d=2019/07/16
# d=datetime.date(2019, 7, 16)
# '''
# ///
import datetime
d = datetime.date(2019, 7, 16)
print(f'{d=:%Y/%m/%d}')
print(f'{d=}')
