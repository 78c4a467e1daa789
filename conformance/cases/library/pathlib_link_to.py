# /// pyconform
# rules = ["lib.pathlib.link-to"]
# features = ["stdlib"]
# description = "Path.link_to(target) makes target a hard link to the path (note the direction); linking to an existing name raises FileExistsError."
#
# [expect]
# phase = "ok"
# stdout = '''
# None x 2
# FileExistsError
# '''
#
# [[drift]]
# since = "3.12"
# reason = "3.12 removes Path.link_to (hardlink_to remains)"
# phase = "run"
# exception = "AttributeError"
# ///
import pathlib, os
src = pathlib.Path('src.txt'); src.write_text('x')
print(src.link_to('dst.txt'), pathlib.Path('dst.txt').read_text(), os.stat('src.txt').st_nlink)
try:
    src.link_to('dst.txt')
except FileExistsError:
    print('FileExistsError')
