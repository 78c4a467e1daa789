# /// pyconform
# rules = ["fstring.eq.text"]
# features = ["fstring-eq"]
# description = "Attribute and subscript expressions are echoed with their quotes and brackets."
# [expect]
# stdout = '''
# math.pi=3.141592653589793
# d['k'][1]=20
# d["k"][0]=10
# '''
# ///
import math
d = {'k': [10, 20]}
print(f'{math.pi=}')
print(f"{d['k'][1]=}")
print(f'{d["k"][0]=}')
