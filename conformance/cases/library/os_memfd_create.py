# /// pyconform
# rules = ["lib.os.memfd-create"]
# features = ["stdlib"]
# description = "os.memfd_create(name) returns a file descriptor of an anonymous file that can be written and read back; the MFD_* flags exist."
#
# [expect]
# phase = "ok"
# stdout = '''
# b'abc' False True
# '''
# ///
import os
fd = os.memfd_create('pyconform', os.MFD_CLOEXEC)
os.write(fd, b'abc')
os.lseek(fd, 0, 0)
print(os.read(fd, 10), os.get_inheritable(fd), hasattr(os, 'MFD_ALLOW_SEALING'))
os.close(fd)
