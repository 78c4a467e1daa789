# /// pyconform
# rules = ["upstream.typing-subscripted-issubclass"]
# features = ["typing"]
# description = "issubclass() refuses a user generic subscripted with concrete types, whatever the second argument, and accepts the class itself."
# notes = "Found by test_typing's CollectionsAbcTests on PyPy, where the subscripted class answers as if it were the class."
# [expect]
# phase = "ok"
# stdout = '''
# Table, typing.Mapping: True
# Table[str, int], typing.Mapping: TypeError
# Table[str, int], collections.abc.Mapping: TypeError
# Table[str, int], Table: TypeError
# '''
# ///
import collections.abc
import typing

K = typing.TypeVar("K")
V = typing.TypeVar("V")


class Table(typing.MutableMapping[K, V]):
    def __getitem__(self, key):
        raise KeyError(key)

    def __setitem__(self, key, value):
        pass

    def __delitem__(self, key):
        raise KeyError(key)

    def __iter__(self):
        return iter(())

    def __len__(self):
        return 0


checks = [("Table, typing.Mapping", Table, typing.Mapping),
          ("Table[str, int], typing.Mapping", Table[str, int], typing.Mapping),
          ("Table[str, int], collections.abc.Mapping", Table[str, int], collections.abc.Mapping),
          ("Table[str, int], Table", Table[str, int], Table)]
for label, first, second in checks:
    try:
        result = issubclass(first, second)
    except TypeError:
        result = "TypeError"
    print(f"{label}: {result}")
