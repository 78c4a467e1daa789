# /// pyconform
# rules = ["lib.typing.typeddict"]
# features = ["typing"]
# description = "A TypedDict records its keys' annotations; Cython 0.29.37 records no class-body annotations, so they come out empty."
# [expect]
# stdout = """
# ['name', 'year']
# """
# [provenance]
# found_by = "pyconform run --impl cython:0.29.37:/root/.pyenv/versions/3.8.18/bin/python3.8 (library/typing_typeddict, reduced by hand)"
# implementation = "cython 0.29.37, extension run on CPython 3.8.18"
# ///
from typing import TypedDict
class Movie(TypedDict):
    name: str
    year: int
print(list(Movie.__annotations__))
