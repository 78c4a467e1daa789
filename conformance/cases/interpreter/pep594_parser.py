# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "parser is still in the 3.8 standard library: The parser module compiles an expression suite."
# notes = "Not in PEP 594 itself; deprecated in 3.9 together with the old parser and removed in 3.10. Listed by the reference probe m_pep594."
# [expect]
# stdout = '''
# 3 True
# '''
# [[drift]]
# since = "3.10"
# reason = "parser was removed from the standard library in 3.10"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import parser
print(eval(parser.expr('1 + 2').compile()), parser.isexpr(parser.expr('x')))
