# /// pyconform
# rules = ["lib.gzip.badgzipfile"]
# features = ["stdlib"]
# description = "Data that is not gzip raises gzip.BadGzipFile, a subclass of OSError."
#
# [expect]
# phase = "run"
# stdout = '''
# True
# '''
# exception = "BadGzipFile"
# ///
import gzip
print(issubclass(gzip.BadGzipFile, OSError))
gzip.decompress(b'not gzip at all')
