# /// pyconform
# rules = ["lib.importlib.metadata"]
# features = ["importlib-metadata"]
# description = "files() lists RECORD's paths as PackagePath objects relative to the distribution's location."
# [run]
# files = {"demopkg-1.2.3.dist-info/METADATA" = "Metadata-Version: 2.1\nName: demopkg\nVersion: 1.2.3\nSummary: A package made up for this case\nRequires-Dist: attrs (>=19.1)\nRequires-Dist: colorama ; sys_platform == \"win32\"\n", "demopkg-1.2.3.dist-info/RECORD" = "demopkg/__init__.py,,\ndemopkg/cli.py,,\ndemopkg-1.2.3.dist-info/METADATA,,\n", "demopkg-1.2.3.dist-info/entry_points.txt" = "[console_scripts]\ndemo-run = demopkg.cli:main\n\n[demo.plugins]\nfirst = demopkg:first\n", "demopkg/__init__.py" = "def first():\n    return 1\n", "demopkg/cli.py" = "def main():\n    return 0\n"}
# [expect]
# stdout = '''
# ['demopkg-1.2.3.dist-info/METADATA', 'demopkg/__init__.py', 'demopkg/cli.py']
# PackagePath __init__.py
# '''
# ///
import os, sys
here = os.getcwd()  # on sys.path once, first
sys.path[:] = [here] + [p for p in sys.path if p not in ('', '.', here)]
from importlib.metadata import files
found = files('demopkg')
print(sorted(str(p) for p in found))
print(type(found[0]).__name__, found[0].name)
