# /// pyconform
# rules = ["x38.int-max-str-digits"]
# features = ["interpreter", "3.8.x"]
# description = "-X int_max_str_digits=N sets the limit and sys.flags.int_max_str_digits; PYTHONINTMAXSTRDIGITS is overridden by it."
# [run]
# flags = ["-X", "int_max_str_digits=5000"]
# env = {PYTHONINTMAXSTRDIGITS = "640"}
#
# [expect]
# phase = "ok"
# stdout = '''
# 5000 5000 5000
# '''
# ///
import sys
print(sys.get_int_max_str_digits(), sys.flags.int_max_str_digits, len(str(int('1' * 5000))))
