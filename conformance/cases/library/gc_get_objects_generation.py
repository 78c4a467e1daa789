# /// pyconform
# rules = ["lib.gc.get-objects-generation"]
# features = ["stdlib"]
# description = "gc.get_objects(generation=N) lists only that generation's objects; a generation above 2 is a ValueError (-1 is accepted)."
#
# [expect]
# phase = "ok"
# stdout = '''
# True
# True True
# ValueError 3
# '''
# ///
import gc
gc.collect()
print(all(isinstance(x, (list, dict, tuple, object)) for x in gc.get_objects(generation=0)))
print(len(gc.get_objects(generation=2)) > 0, len(gc.get_objects()) >= len(gc.get_objects(generation=2)))
for bad in (3, -1):
    try:
        gc.get_objects(generation=bad)
    except ValueError:
        print('ValueError', bad)
