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
os.makedirs('src/sub'); open('src/sub/f', 'w').write('new')
os.makedirs('dst/sub'); open('dst/sub/f', 'w').write('old'); open('dst/keep', 'w').write('k')
print(shutil.copytree('src', 'dst', dirs_exist_ok=True), open('dst/sub/f').read(), sorted(os.listdir('dst')))
try:
    shutil.copytree('src', 'dst')
except FileExistsError:
    print('FileExistsError')
