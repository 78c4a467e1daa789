# /// pyconform
# rules = ["lib.multiprocessing.shared-memory"]
# features = ["stdlib"]
# description = "multiprocessing.shared_memory.SharedMemory creates a named block another handle can attach to by name; ShareableList holds a fixed list of values."
#
# [expect]
# phase = "ok"
# stdout = '''
# b'hello' True
# [1, 'two', 3.0, None] two
# '''
# ///
from multiprocessing import shared_memory
a = shared_memory.SharedMemory(create=True, size=16)
try:
    a.buf[:5] = b'hello'
    b = shared_memory.SharedMemory(name=a.name)
    print(bytes(b.buf[:5]), b.size >= 16)
    b.close()
    sl = shared_memory.ShareableList([1, 'two', 3.0, None])
    print(list(sl), sl[1])
    sl.shm.close(); sl.shm.unlink()
finally:
    a.close(); a.unlink()
