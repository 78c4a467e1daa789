# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "binhex is still in the 3.8 standard library: a file encoded with binhex.binhex decodes back with hexbin, and the encoding starts with the BinHex 4.0 banner."
# [expect]
# stdout = '''
# (This file must be converted with BinHex 4.0)
# b'hello binhex\n'
# '''
# [[drift]]
# since = "3.11"
# reason = "binhex was removed from the standard library in 3.11"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import binhex
with open('in.txt', 'wb') as f:
    f.write(b'hello binhex\n')
binhex.binhex('in.txt', 'out.hqx')
binhex.hexbin('out.hqx', 'back.txt')
with open('out.hqx', 'rb') as f:
    print(f.read().split(b'\r')[0].decode('ascii'))
with open('back.txt', 'rb') as f:
    print(f.read())
