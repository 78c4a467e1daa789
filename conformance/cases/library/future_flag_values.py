# /// pyconform
# rules = ["x38.future-flags"]
# features = ["misc", "3.8.x"]
# description = "Since 3.8.3 the __future__ features' compiler_flag values are moved clear of the PyCF_* flags (annotations is 0x1000000), and compile() accepts them."
#
# [expect]
# phase = "ok"
# stdout = '''
# {'nested_scopes': '0x10', 'generators': '0x0', 'division': '0x20000', 'absolute_import': '0x40000', 'with_statement': '0x80000', 'print_function': '0x100000', 'unicode_literals': '0x200000', 'barry_as_FLUFL': '0x400000', 'generator_stop': '0x800000', 'annotations': '0x1000000'}
# {'x': 'undefined', 'return': 'None'}
# 0 0
# '''
# ///
import __future__, ast
print({name: hex(getattr(__future__, name).compiler_flag) for name in __future__.all_feature_names})
code = compile('def f(x: undefined) -> None: pass\nprint(f.__annotations__)', 's', 'exec', flags=__future__.annotations.compiler_flag)
exec(code, {})
print(__future__.annotations.compiler_flag & ast.PyCF_ONLY_AST, __future__.annotations.compiler_flag & ast.PyCF_TYPE_COMMENTS)
