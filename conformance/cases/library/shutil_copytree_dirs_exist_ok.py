# /// pyconform
# rules = ["lib.shutil.copytree-dirs-exist-ok"]
# features = ["stdlib"]
# description = "shutil.copytree(dirs_exist_ok=True) copies into an existing directory, overwriting files; without it an existing destination is FileExistsError."
#
# [expect]
# phase = "ok"
# stdout = '''
# dst new ['keep', 'sub']
# FileExistsError
# '''
# ///
import shutil, os
def read(path):
    with open(path) as f:
        return f.read()
def write(path, text):
    with open(path, 'w') as f:
        f.write(text)
os.makedirs('src/sub'); write('src/sub/f', 'new')
os.makedirs('dst/sub'); write('dst/sub/f', 'old'); write('dst/keep', 'k')
print(shutil.copytree('src', 'dst', dirs_exist_ok=True), read('dst/sub/f'), sorted(os.listdir('dst')))
try:
    shutil.copytree('src', 'dst')
except FileExistsError:
    print('FileExistsError')
