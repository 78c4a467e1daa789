# /// pyconform
# rules = ["lib.os-path.predicates-false"]
# features = ["stdlib"]
# description = "os.path.exists, isfile, isdir, islink, ismount and lexists return False (instead of raising) for paths with a NUL byte or an unencodable character."
#
# [expect]
# phase = "ok"
# stdout = '''
# exists False False False
# lexists False False False
# isfile False False False
# isdir False False False
# islink False False False
# ismount False False False
# '''
# ///
import os.path
for name in ('exists', 'lexists', 'isfile', 'isdir', 'islink', 'ismount'):
    f = getattr(os.path, name)
    print(name, f('a\x00b'), f(b'a\x00b'), f('\udfff' * 0 + 'x\x00'))
