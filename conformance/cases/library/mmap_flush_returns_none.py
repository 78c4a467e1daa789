# /// pyconform
# rules = ["lib.mmap.flush-none"]
# features = ["stdlib"]
# description = "mmap.flush() returns None on success (not 0) in 3.8."
#
# [expect]
# phase = "ok"
# stdout = '''
# None None
# '''
# ///
import mmap
m = mmap.mmap(-1, 4096)
m[:3] = b'abc'
print(m.flush(), m.flush(0, 4096))
