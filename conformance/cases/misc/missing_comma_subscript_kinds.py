# /// pyconform
# rules = ["misc.missing-comma-warning"]
# features = ["misc"]
# description = "Subscripting a literal display with a literal of the wrong type warns; an int or slice index, a name, and a dict display do not."
#
# [expect]
# phase = "ok"
# stdout = '''
# '[1, 2] [3, 4]' ['list indices must be integers or slices, not tuple; perhaps you missed a comma?']
# "[1, 2] ['a']" ['list indices must be integers or slices, not str; perhaps you missed a comma?']
# "'ab' ['x']" ['str indices must be integers or slices, not str; perhaps you missed a comma?']
# '(1, 2) [1.5]' ['tuple indices must be integers or slices, not float; perhaps you missed a comma?']
# '[1, 2] [0]' []
# '[1, 2] [0:1]' []
# '[1, 2] [i]' []
# '{1: 2} [(3, 4)]' []
# '[[1] [2]]' []
# '''
# ///
import warnings
sources = ["[1, 2] [3, 4]", "[1, 2] ['a']", "'ab' ['x']", "(1, 2) [1.5]", "[1, 2] [0]",
           "[1, 2] [0:1]", "[1, 2] [i]", "{1: 2} [(3, 4)]", "[[1] [2]]"]
for src in sources:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter('always')
        compile(src, 'm', 'eval')
    print(repr(src), [str(w.message) for w in caught])
