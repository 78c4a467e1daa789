# /// pyconform
# rules = ["lib.statistics.multimode"]
# features = ["statistics"]
# description = "multimode lists every most common value in first-seen order, and [] for no data."
# [expect]
# stdout = '''
# ['a', 'b']
# ['b', 'd', 'f']
# [3, 1]
# []
# '''
# ///
import statistics
print(statistics.multimode('aabbc'))
print(statistics.multimode('aabbbbccddddeeffffgg'))
print(statistics.multimode([3, 1, 3, 1, 2]))
print(statistics.multimode([]))
