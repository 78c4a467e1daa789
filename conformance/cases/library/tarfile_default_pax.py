# /// pyconform
# rules = ["lib.tarfile.pax-default"]
# features = ["stdlib"]
# description = "tarfile's DEFAULT_FORMAT is PAX_FORMAT, and shutil.make_archive writes pax archives."
#
# [expect]
# phase = "ok"
# stdout = '''
# True
# True
# arch.tar True
# True
# '''
# ///
import tarfile, shutil, os, io
print(tarfile.DEFAULT_FORMAT == tarfile.PAX_FORMAT)
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode='w') as t:
    info = tarfile.TarInfo('f'); info.size = 0
    t.addfile(info)
    print(t.format == tarfile.PAX_FORMAT)
os.makedirs('tree')
with open('tree/a', 'w') as f:
    f.write('a')
name = shutil.make_archive('arch', 'tar', 'tree')
with tarfile.open(name) as t:
    t.getmembers()
    print(os.path.basename(name), t.format == tarfile.PAX_FORMAT)
with open(name, 'rb') as f:
    print(b'ustar' in f.read(512))
