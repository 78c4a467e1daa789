# /// pyconform
# rules = ["lib.logging.force"]
# features = ["stdlib"]
# description = "logging.basicConfig(force=True) removes and closes the root logger's handlers before configuring; without force a second call does nothing."
#
# [expect]
# phase = "ok"
# stdout = '''
# 'A:one\n' 'B:two\n' 1
# '''
# ///
import logging, io
a, b = io.StringIO(), io.StringIO()
logging.basicConfig(stream=a, format='A:%(message)s')
logging.basicConfig(stream=b, format='B:%(message)s')
logging.warning('one')
logging.basicConfig(stream=b, format='B:%(message)s', force=True)
logging.warning('two')
print(repr(a.getvalue()), repr(b.getvalue()), len(logging.getLogger().handlers))
