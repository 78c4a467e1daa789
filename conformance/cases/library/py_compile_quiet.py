# /// pyconform
# rules = ["lib.py-compile.quiet"]
# features = ["stdlib"]
# description = "py_compile.compile of a bad source returns None and prints the error with quiet=1, nothing with quiet=2; doraise=True still raises."
#
# [expect]
# phase = "ok"
# stdout = '''
# None None
# 1 1
# '''
# ///
import py_compile, contextlib, io
with open('bad.py', 'w') as f:
    f.write('def (:\n')
err = io.StringIO()
with contextlib.redirect_stderr(err):
    print(py_compile.compile('bad.py', quiet=1), py_compile.compile('bad.py', quiet=2))
print(err.getvalue().count('SyntaxError'), err.getvalue().count('bad.py'))
try:
    py_compile.compile('bad.py', doraise=True, quiet=2)
except py_compile.PyCompileError:
    print('PyCompileError')
