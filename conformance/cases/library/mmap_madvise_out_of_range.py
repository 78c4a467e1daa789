# /// pyconform
# rules = ["lib.mmap.madvise"]
# features = ["stdlib"]
# description = "madvise with a start beyond the end of the map raises ValueError."
#
# [expect]
# phase = "run"
# exception = "ValueError"
# ///
import mmap
m = mmap.mmap(-1, mmap.PAGESIZE)
m.madvise(mmap.MADV_NORMAL, mmap.PAGESIZE * 2)
