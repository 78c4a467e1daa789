# /// pyconform
# rules = ["lib.gzip.mtime"]
# features = ["stdlib"]
# description = "gzip.compress(data, mtime=N) writes N into the header, so the output is reproducible; decompress round-trips."
#
# [expect]
# phase = "ok"
# stdout = '''
# True 0 123456 b'data'
# '''
# ///
import gzip, struct
a = gzip.compress(b'data', mtime=0)
b = gzip.compress(b'data', mtime=0)
c = gzip.compress(b'data', mtime=123456)
print(a == b, struct.unpack('<I', a[4:8])[0], struct.unpack('<I', c[4:8])[0], gzip.decompress(c))
