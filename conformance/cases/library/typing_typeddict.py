# /// pyconform
# rules = ["lib.typing.typeddict"]
# features = ["typing"]
# description = "A TypedDict class builds plain dicts and records its keys' annotations."
# [expect]
# stdout = '''
# True {'name': 'Blade Runner', 'year': 1982}
# True ['name', 'year']
# '''
# ///
from typing import TypedDict
class Movie(TypedDict):
    name: str
    year: int
m = Movie(name='Blade Runner', year=1982)
print(type(m) is dict, m)
print(Movie.__total__, list(Movie.__annotations__))
