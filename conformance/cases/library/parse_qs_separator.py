# /// pyconform
# rules = ["x38.parse-qs-separator"]
# features = ["stdlib", "3.8.x"]
# description = "Since 3.8.8 urllib.parse.parse_qs and parse_qsl split only on '&' by default; separator= chooses another single separator."
#
# [expect]
# phase = "ok"
# stdout = '''
# {'a': ['1;b=2'], 'c': ['3']} [('a', '1'), ('b', '2')]
# ValueError Separator must be of type string or bytes.
# '''
# ///
from urllib.parse import parse_qs, parse_qsl
print(parse_qs('a=1;b=2&c=3'), parse_qsl('a=1;b=2', separator=';'))
try:
    parse_qsl('a=1', separator='')
except ValueError as exc:
    print('ValueError', exc)
