# /// pyconform
# rules = ["lib.pprint.sort-dicts"]
# features = ["stdlib"]
# description = "pprint functions take sort_dicts (default True); pprint.pp prints with sort_dicts=False by default."
#
# [expect]
# phase = "ok"
# stdout = '''
# {'a': 2, 'b': 1}
# {'b': 1, 'a': 2}
# {'b': 1, 'a': 2}
# {'a': 2, 'b': 1}
# {'b': 1, 'a': 2} {'b': 1, 'a': 2}
# '''
# ///
import pprint
d = {'b': 1, 'a': 2}
pprint.pprint(d)
pprint.pprint(d, sort_dicts=False)
pprint.pp(d)
pprint.pp(d, sort_dicts=True)
print(pprint.pformat(d, sort_dicts=False), pprint.PrettyPrinter(sort_dicts=False).pformat(d))
