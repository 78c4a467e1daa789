# /// pyconform
# rules = ["lib.importlib.metadata"]
# features = ["importlib-metadata"]
# description = "version() of a distribution that is not installed raises PackageNotFoundError."
# [expect]
# phase = "run"
# exception = "PackageNotFoundError"
# stdout = ""
# ///
from importlib.metadata import version
version('no-such-distribution-here')
