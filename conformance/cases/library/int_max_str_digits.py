# /// pyconform
# rules = ["x38.int-max-str-digits"]
# features = ["interpreter", "3.8.x"]
# description = "Since 3.8.14 converting between int and decimal str is limited to 4300 digits by default: int() of a longer string and str() of a larger int raise ValueError; sys.set_int_max_str_digits changes the limit."
#
# [expect]
# phase = "ok"
# stdout = '''
# 4300 4300 640 -1
# 4300
# ValueError Exceeds the limit (4300
# ValueError Exceeds the limit (4300
# True 0x31
# 5001
# 7001 0
# ValueError
# '''
#
# [[drift]]
# since = "3.12"
# reason = "3.12 reports the effective limit in sys.flags.int_max_str_digits (4300) instead of -1 for the default"
# phase = "ok"
# stdout = '''
# 4300 4300 640 4300
# 4300
# ValueError Exceeds the limit (4300
# ValueError Exceeds the limit (4300
# True 0x31
# 5001
# 7001 0
# ValueError
# '''
# ///
import sys
print(sys.get_int_max_str_digits(), sys.int_info.default_max_str_digits, sys.int_info.str_digits_check_threshold, sys.flags.int_max_str_digits)
print(len(str(int('9' * 4300))))
for action in (lambda: int('1' * 4301), lambda: str(10 ** 5000)):
    try:
        action()
    except ValueError as exc:
        print('ValueError', str(exc)[:23])
print(int('1' * 5000, 16) > 0, hex(10 ** 5000)[:4])
sys.set_int_max_str_digits(6000)
print(len(str(10 ** 5000)))
sys.set_int_max_str_digits(0)
print(len(str(10 ** 7000)), sys.get_int_max_str_digits())
try:
    sys.set_int_max_str_digits(100)
except ValueError as exc:
    print('ValueError')
