# /// pyconform
# rules = ["lib.pickle.reducer-override"]
# features = ["pickle"]
# description = "A Pickler subclass's reducer_override(obj) is consulted for every object, classes included; returning NotImplemented falls back to the normal reduction."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['int class', 2.5, 'x']
# '''
# ///
import pickle, io
class P(pickle.Pickler):
    def reducer_override(self, obj):
        if obj is int:
            return (str, ('int class',))
        if isinstance(obj, float):
            return (int, (int(obj),))
        return NotImplemented
buf = io.BytesIO()
P(buf).dump([int, 2.5, 'x'])
print(pickle.loads(buf.getvalue()))
