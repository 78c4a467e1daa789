# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "symbol is still in the 3.8 standard library: symbol maps grammar symbol numbers to names."
# notes = "Not in PEP 594 itself; deprecated in 3.9 together with the old parser and removed in 3.10. Listed by the reference probe m_pep594."
# [expect]
# stdout = '''
# file_input
# '''
# [[drift]]
# since = "3.10"
# reason = "symbol was removed from the standard library in 3.10"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import symbol
print(symbol.sym_name[symbol.file_input])
