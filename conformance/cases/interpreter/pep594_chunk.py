# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "chunk is still in the 3.8 standard library: chunk reads an IFF chunk header and body."
# [expect]
# stdout = '''
# b'ABCD' 4 b'data'
# '''
# [[drift]]
# since = "3.13"
# reason = "chunk was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import chunk
import io
c = chunk.Chunk(io.BytesIO(b'ABCD' + (4).to_bytes(4, 'big') + b'data'))
print(c.getname(), c.getsize(), c.read())
