# /// pyconform
# rules = ["interp.pep594.macpath_removed"]
# features = ["interpreter", "pep594"]
# description = "A bare import of macpath fails in 3.8."
# erratum = "000-article.md § And more says of the PEP 594 modules that 'the actual removal will not happen until the 3.10 release'; macpath, on the PEP's list, was already removed in 3.8 (bpo-35471), so importing it raises ModuleNotFoundError."
# [expect]
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import macpath
