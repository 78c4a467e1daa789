# /// pyconform
# rules = ["upstream.slots-variable-length"]
# features = ["misc"]
# description = "A subclass of int with nonempty __slots__ is refused with TypeError; with empty __slots__ it is created."
# [expect]
# phase = "ok"
# stdout = """
# ('x',) TypeError
# () created
# """
# ///
for slots in (("x",), ()):
    try:
        type("Small", (int,), {"__slots__": slots})
        print(slots, "created")
    except TypeError:
        print(slots, "TypeError")
