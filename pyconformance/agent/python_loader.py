"""Start the agent from its code compiled once, instead of compiling agent.py again.

Run *by the implementation being certified* in `once` mode, one fresh interpreter per
program: compiling the agent's source is about a fifth of such a start-up. Conservative
Python, stdlib built-ins only (importing anything would write byte code under a
program's pycache prefix).

    python python_loader.py CODE once REQUEST RESULT

CODE is the agent's code object marshalled by this very interpreter (see code_cache.py);
when it cannot be read, the agent's source beside this file is compiled as before.
"""
import marshal
import sys


def agent_code(cached):
    try:
        with open(cached, "rb") as handle:
            return marshal.load(handle)
    except Exception:  # noqa - absent, damaged, or from another interpreter: compile
        source = __file__[:-len("python_loader.py")] + "python_agent.py"
        with open(source, "rb") as handle:
            return compile(handle.read(), source, "exec", dont_inherit=True)


code = agent_code(sys.argv.pop(1))
del agent_code
exec(code)
