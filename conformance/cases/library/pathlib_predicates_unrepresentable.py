# /// pyconform
# rules = ["lib.os-path.predicates-false"]
# features = ["stdlib"]
# description = "pathlib.Path's exists, is_dir, is_file, is_symlink and the other is_* predicates return False for a path with a NUL byte."
#
# [expect]
# phase = "ok"
# stdout = '''
# [False, False, False, False, False, False, False, False, False]
# '''
# ///
import pathlib
p = pathlib.Path('a\x00b')
print([getattr(p, n)() for n in ('exists', 'is_dir', 'is_file', 'is_mount', 'is_symlink', 'is_block_device', 'is_char_device', 'is_fifo', 'is_socket')])
