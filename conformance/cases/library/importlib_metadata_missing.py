# /// pyconform
# rules = ["lib.importlib.metadata"]
# features = ["importlib-metadata"]
# description = "An unknown distribution raises PackageNotFoundError, a ModuleNotFoundError subclass, naming it."
# [expect]
# stdout = '''
# PackageNotFoundError True ('no-such-distribution-here',)
# '''
# ///
from importlib import metadata
try:
    metadata.version('no-such-distribution-here')
except metadata.PackageNotFoundError as exc:
    print(type(exc).__name__, issubclass(type(exc), ModuleNotFoundError), exc.args)
