# /// pyconform
# rules = ["lib.gzip.badgzipfile"]
# features = ["stdlib"]
# description = "gzip.BadGzipFile can be caught as itself or as OSError, from decompress and from reading a GzipFile."
#
# [expect]
# phase = "ok"
# stdout = '''
# BadGzipFile True
# BadGzipFile
# b'ok'
# '''
# ///
import gzip, io
try:
    gzip.decompress(b'\x00\x01not gzip')
except gzip.BadGzipFile as exc:
    print('BadGzipFile', isinstance(exc, OSError))
try:
    gzip.GzipFile(fileobj=io.BytesIO(b'plain text')).read()
except OSError as exc:
    print(type(exc).__name__)
print(gzip.decompress(gzip.compress(b'ok')))
