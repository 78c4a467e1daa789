# /// pyconform
# rules = ["lib.importlib.metadata"]
# features = ["importlib-metadata"]
# description = "In 3.8 entry_points() is a dict from group name to a tuple of EntryPoint (name, value, group; load() imports)."
# [run]
# files = {"demopkg-1.2.3.dist-info/METADATA" = "Metadata-Version: 2.1\nName: demopkg\nVersion: 1.2.3\nSummary: A package made up for this case\nRequires-Dist: attrs (>=19.1)\nRequires-Dist: colorama ; sys_platform == \"win32\"\n", "demopkg-1.2.3.dist-info/RECORD" = "demopkg/__init__.py,,\ndemopkg/cli.py,,\ndemopkg-1.2.3.dist-info/METADATA,,\n", "demopkg-1.2.3.dist-info/entry_points.txt" = "[console_scripts]\ndemo-run = demopkg.cli:main\n\n[demo.plugins]\nfirst = demopkg:first\n", "demopkg/__init__.py" = "def first():\n    return 1\n", "demopkg/cli.py" = "def main():\n    return 0\n"}
# [expect]
# stdout = '''
# dict tuple
# first demopkg:first demo.plugins
# 1
# ['demopkg.cli:main']
# '''
# [[drift]]
# since = "3.10"
# reason = "from 3.10 entry_points() returns SelectableGroups of EntryPoints (a deprecated dict interface)"
# stdout = '''
# SelectableGroups EntryPoints
# first demopkg:first demo.plugins
# 1
# ['demopkg.cli:main']
# '''
# [[drift]]
# since = "3.12"
# reason = "from 3.12 entry_points() returns EntryPoints, which has no group keys (use entry_points(group=...))"
# phase = "run"
# exception = "KeyError"
# stdout = '''
# '''
# ///
import os, sys
here = os.getcwd()  # on sys.path once, first
sys.path[:] = [here] + [p for p in sys.path if p not in ('', '.', here)]
from importlib.metadata import entry_points
eps = entry_points()
print(type(eps).__name__, type(eps['demo.plugins']).__name__)
ep, = [e for e in eps['demo.plugins'] if e.name == 'first']
print(ep.name, ep.value, ep.group)
print(ep.load()())
print([e.value for e in eps['console_scripts'] if e.name == 'demo-run'])
