# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "In NAME <op> (NAME := v) the left operand is the old value of NAME, for every comparison operator."
#
# [expect]
# phase = "ok"
# stdout = '''
# True new
# ==:False:[2] !=:True:[2] <:True:2 <=:True:2 >:False:2 >=:False:2 is:False:[2] is not:True:[2] in:False:[2] not in:True:[2]
# '''
# ///
results = []
for op in ['==', '!=', '<', '<=', '>', '>=', 'is', 'is not', 'in', 'not in']:
    foo, bar = [1], [2]
    if op in ('<', '<=', '>', '>='):
        foo, bar = 1, 2
    code = 'r = foo {} (foo := bar)'.format(op)
    ns = {'foo': foo, 'bar': bar}
    exec(code, ns)
    results.append('{}:{}:{}'.format(op, ns['r'], ns['foo']))
foo, bar = 'old', 'new'
print(foo != (foo := bar), foo)
print(' '.join(results))
