# /// pyconform
# rules = ["lib.mmap.madvise"]
# features = ["stdlib"]
# description = "mmap objects have madvise(option[, start[, length]]) and the module exports the MADV_* constants."
#
# [expect]
# phase = "ok"
# stdout = '''
# None None
# True
# ValueError madvise start out of bounds
# '''
# ///
import mmap
m = mmap.mmap(-1, mmap.PAGESIZE)
print(m.madvise(mmap.MADV_NORMAL), m.madvise(mmap.MADV_WILLNEED, 0, mmap.PAGESIZE))
print(all(hasattr(mmap, n) for n in ('MADV_NORMAL', 'MADV_RANDOM', 'MADV_SEQUENTIAL', 'MADV_WILLNEED', 'MADV_DONTNEED')))
try:
    m.madvise(mmap.MADV_NORMAL, mmap.PAGESIZE * 2)
except ValueError as exc:
    print('ValueError', exc)
