# /// pyconform
# rules = ["lib.shutil.copytree-dirs-exist-ok"]
# features = ["stdlib"]
# description = "Without dirs_exist_ok, copytree into an existing directory raises FileExistsError."
#
# [expect]
# phase = "run"
# exception = "FileExistsError"
# ///
import shutil, os
os.makedirs('src'); os.makedirs('dst')
shutil.copytree('src', 'dst')
