# /// pyconform
# rules = ["pycache.compile_on_import", "pycache.naming"]
# features = ["pycache"]
# description = "A module's .pyc appears only when it is first imported, in __pycache__ (never as NAME.pyc beside the source), and the main script gets none."
# [run]
# env = {PYTHONPYCACHEPREFIX = "", PYTHONDONTWRITEBYTECODE = ""}
# files = {"pcmod.py" = "VALUE = 41 + 1\n"}
# [expect]
# stdout = '''
# before import: []
# 42
# after import: ['__pycache__/pcmod.TAG.pyc']
# pcmod.pyc beside the source: False
# any main byte code: False
# '''
# ///
import os, sys
sys.path.insert(0, os.getcwd())
tag = sys.implementation.cache_tag


def byte_code_files():
    found = []
    for root, dirs, files in os.walk(os.getcwd()):
        for name in files:
            if name.endswith(('.pyc', '.pyo')):
                rel = os.path.relpath(os.path.join(root, name), os.getcwd())
                found.append(rel.replace(os.sep, '/').replace(tag, 'TAG'))
    return sorted(found)


print('before import:', byte_code_files())
import pcmod
print(pcmod.VALUE)
print('after import:', byte_code_files())
print('pcmod.pyc beside the source:', os.path.exists('pcmod.pyc'))
print('any main byte code:', any(os.path.basename(p).startswith('main.') for p in byte_code_files()))
