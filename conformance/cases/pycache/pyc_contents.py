# /// pyconform
# rules = ["pycache.pyc_contents"]
# features = ["pycache"]
# description = "A .pyc written on import holds importlib.util.MAGIC_NUMBER, a flags word (0: checked by source mtime), the source mtime and size, then the marshalled code object of the module."
# [run]
# env = {PYTHONPYCACHEPREFIX = "", PYTHONDONTWRITEBYTECODE = ""}
# files = {"pcmod.py" = "VALUE = 41 + 1\nNAME = __name__\n"}
# [expect]
# stdout = '''
# magic matches: True
# magic is 4 bytes ending in CR LF: True
# flags: 0
# mtime matches: True
# size matches: True
# code object: True
# code file: pcmod.py
# executed: 42 pcmod
# '''
# ///
import importlib.util, marshal, os, sys, types
sys.path.insert(0, os.getcwd())
import pcmod
path = os.path.join('__pycache__', 'pcmod.' + sys.implementation.cache_tag + '.pyc')
with open(path, 'rb') as f:
    data = f.read()
magic = importlib.util.MAGIC_NUMBER
print('magic matches:', data[:4] == magic)
print('magic is 4 bytes ending in CR LF:', len(magic) == 4 and magic[2:] == b'\r\n')
print('flags:', int.from_bytes(data[4:8], 'little'))
st = os.stat('pcmod.py')
print('mtime matches:', int.from_bytes(data[8:12], 'little') == int(st.st_mtime) & 0xFFFFFFFF)
print('size matches:', int.from_bytes(data[12:16], 'little') == st.st_size)
code = marshal.loads(data[16:])
print('code object:', isinstance(code, types.CodeType))
print('code file:', os.path.basename(code.co_filename))
namespace = {'__name__': 'pcmod'}
exec(code, namespace)
print('executed:', namespace['VALUE'], namespace['NAME'])
