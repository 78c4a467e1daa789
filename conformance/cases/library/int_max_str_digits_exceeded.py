# /// pyconform
# rules = ["x38.int-max-str-digits"]
# features = ["interpreter", "3.8.x"]
# description = "int() of a 4301-digit decimal string raises ValueError by default."
#
# [expect]
# phase = "run"
# exception = "ValueError"
# ///
int('7' * 4301)
