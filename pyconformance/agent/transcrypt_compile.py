"""Transcrypt one program: run by the Transcrypt virtualenv's python, never imports pyconform.

    python transcrypt_compile.py main.py

A program the Python parser rejects is reported as SyntaxError on the last line of stderr
with exit status 3 (Transcrypt parses with the interpreter's own `ast.parse`, so that is what
Transcrypt would reject, said exactly); otherwise Transcrypt runs with its default
options (`-b` rebuild, `-n` readable output) and its exit status is this script's.
"""
import ast
import sys

# This script's directory (pyconformance/adapters, with its own transcrypt.py, monty.py) must not
# shadow the installed packages.
del sys.path[0]


def main(path):
    with open(path, encoding="utf-8") as handle:
        source = handle.read()
    try:
        ast.parse(source, path)
    except SyntaxError as exc:
        sys.stderr.write("\nSyntaxError: %s\n" % (exc.msg,))
        return 3
    from transcrypt.__main__ import main as transcrypt
    sys.argv = ["transcrypt", "-b", "-n", path]
    return transcrypt()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
