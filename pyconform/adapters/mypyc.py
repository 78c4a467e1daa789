from pyconform.adapter import Adapter
from pyconform.implementation import ImplementationError
def _open(spec, arg, isolation):
    raise ImplementationError("mypyc: not yet")
ADAPTER = Adapter(kind="mypyc", summary="mypyc", factory=_open)
