# /// pyconform
# rules = ["x38.copytree-ignore-args"]
# features = ["stdlib", "3.8.x"]
# description = "Since 3.8.2 copytree calls ignore with the directory as a str and the names as a list of str, also when the source is a path object."
#
# [expect]
# phase = "ok"
# stdout = '''
# [('str', 'list', ['str', 'str']), ('str', 'list', ['str'])]
# '''
# ///
import shutil, os, pathlib
os.makedirs('src/sub'); open('src/a.txt', 'w').close(); open('src/sub/b.txt', 'w').close()
seen = []
def ignore(directory, names):
    seen.append((type(directory).__name__, type(names).__name__, sorted(type(n).__name__ for n in names)))
    return []
shutil.copytree(pathlib.Path('src'), 'dst', ignore=ignore)
print(seen)
