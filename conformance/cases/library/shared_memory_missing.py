# /// pyconform
# rules = ["lib.multiprocessing.shared-memory"]
# features = ["stdlib"]
# description = "Attaching to a shared memory block that does not exist raises FileNotFoundError."
#
# [expect]
# phase = "run"
# exception = "FileNotFoundError"
# ///
from multiprocessing import shared_memory
shared_memory.SharedMemory(name='pyconform_no_such_block_1234')
