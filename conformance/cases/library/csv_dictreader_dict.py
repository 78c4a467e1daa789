# /// pyconform
# rules = ["lib.csv.dictreader-dict"]
# features = ["stdlib"]
# description = "csv.DictReader yields plain dicts, keys in column order; extra fields go under restkey."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['dict', 'dict'] [{'a': '1', 'b': '2'}, {'a': '3', 'b': '4', 'more': ['5']}]
# '''
# ///
import csv, io
rows = list(csv.DictReader(io.StringIO('a,b\n1,2\n3,4,5\n'), restkey='more'))
print([type(r).__name__ for r in rows], rows)
