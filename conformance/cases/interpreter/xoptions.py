# /// pyconform
# rules = ["interp.xoptions"]
# features = ["interpreter"]
# description = "-X name and -X name=value appear in sys._xoptions as True or the string value."
# [run]
# flags = ["-X", "foo", "-X", "bar=baz", "-X", "n=1"]
# [expect]
# stdout = '''
# [('bar', 'baz'), ('foo', True), ('n', '1')]
# '''
# ///
import sys
print(sorted(sys._xoptions.items()))
