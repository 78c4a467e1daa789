"""Which of the given modules mypy rejects as unparsable: run by the mypy virtualenv's python,
never imports pyconform.

    python mypyc_syntax.py m_1.py m_2.py ...   ->  {"m_1.py": "invalid syntax", ...} on stdout

A syntax error is blocking for mypy (it stops the whole build there), so such programs are
taken out of a batch first: each is parsed with `ast`, and one that fails is checked by mypy
alone (in this process) for mypy's own first error line.
"""
import ast
import json
import re
import sys

del sys.path[0]  # pyconformance/adapters has a mypyc.py of its own

from mypy import api  # noqa: E402

ERROR = re.compile(r"^[^:]+:\d+(?::\d+)?: error: (.*?)(?:  \[[a-z-]+\])?$")


def mypy_error(path, fallback):
    out, err, _ = api.run(["--no-error-summary", "--no-incremental", "--cache-dir", "/dev/null", path])
    for line in (out + err).splitlines():
        found = ERROR.match(line)
        if found:
            return found.group(1)
    return fallback


def main(paths):
    rejected = {}
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
        try:
            ast.parse(source, path)
        except SyntaxError as exc:
            rejected[path] = mypy_error(path, exc.msg)
    sys.stdout.write(json.dumps(rejected))


if __name__ == "__main__":
    main(sys.argv[1:])
