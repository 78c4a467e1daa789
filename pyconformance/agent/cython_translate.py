"""Translate many programs with one Cython process (run as a script by the Cython's own Python).

Started as `PYTHON cython_translate.py`, it reads one JSON request per line on stdin,
`{"source": ".../main.py", "output": ".../main.c"}`, translates it as `cython -3 --module-name
main main.py -o main.c` would, and answers one JSON line `{"ok": bool, "log": str}` with what
Cython printed for that program alone. Cython's start-up (a second or more) is paid once per
batch instead of once per program. Each program gets a fresh compilation context, as the
`cython` command gives each of several sources. Runs on any Python that Cython 0.29+ runs on,
so it imports nothing from pyconform.
"""
import io
import json
import os
import sys
import traceback

# This directory holds pyconform's own cython.py, which must not shadow Cython's `cython` module.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != HERE]


def translate(main, options_class, defaults, source, output):
    captured_out, captured_err = io.StringIO(), io.StringIO()
    real_out, real_err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = captured_out, captured_err  # Cython echoes errors to sys.stderr of the moment
    try:
        options = options_class(defaults, language_level=3, output_file=output)
        result = main.compile_single(source, options, "main")
        ok = result.num_errors == 0 and bool(result.c_file)
    except Exception:  # what `cython` would print as a traceback and exit 1 for
        traceback.print_exc()
        ok = False
    finally:
        sys.stdout, sys.stderr = real_out, real_err
    return {"ok": ok, "log": captured_out.getvalue() + captured_err.getvalue()}


def serve():
    from Cython.Compiler import Main
    replies = sys.stdout
    for line in sys.stdin:
        request = json.loads(line)
        reply = translate(Main, Main.CompilationOptions, Main.default_options, request["source"], request["output"])
        replies.write(json.dumps(reply) + "\n")
        replies.flush()


if __name__ == "__main__":
    serve()
