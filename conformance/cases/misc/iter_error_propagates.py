# /// pyconform
# rules = ["upstream.iter-error-propagates"]
# features = ["misc"]
# description = "The exception an argument's __iter__ raises is the one zip(), itertools.zip_longest() and map() raise, not a new TypeError."
# [expect]
# phase = "ok"
# stdout = """
# zip True
# zip_longest True
# map True
# """
# ///
import itertools

raised = TypeError("from __iter__")


class NotIterable:
    def __iter__(self):
        raise raised


calls = {"zip": lambda: zip(NotIterable()), "zip_longest": lambda: itertools.zip_longest(NotIterable()),
         "map": lambda: map(len, NotIterable())}
for name, call in calls.items():
    try:
        call()
        print(name, "no error")
    except TypeError as err:
        print(name, err is raised)
