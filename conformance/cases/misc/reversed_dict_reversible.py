# /// pyconform
# rules = ["misc.reversed-dict"]
# features = ["misc"]
# description = "Dicts and their views are recognised as collections.abc.Reversible."
# [expect]
# phase = "ok"
# stdout = """
# True True True True
# """
# ///
import collections.abc as abc
d = {1: 2}
print(isinstance(d, abc.Reversible), isinstance(d.keys(), abc.Reversible),
      isinstance(d.values(), abc.Reversible), isinstance(d.items(), abc.Reversible))
