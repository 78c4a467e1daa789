# /// pyconform
# rules = ["lib.importlib.metadata"]
# features = ["importlib-metadata"]
# description = "importlib.metadata.version reads Version from a distribution's METADATA on sys.path."
# [run]
# files = {"demopkg-1.2.3.dist-info/METADATA" = "Metadata-Version: 2.1\nName: demopkg\nVersion: 1.2.3\nSummary: A package made up for this case\nRequires-Dist: attrs (>=19.1)\nRequires-Dist: colorama ; sys_platform == \"win32\"\n", "demopkg-1.2.3.dist-info/RECORD" = "demopkg/__init__.py,,\ndemopkg/cli.py,,\ndemopkg-1.2.3.dist-info/METADATA,,\n", "demopkg-1.2.3.dist-info/entry_points.txt" = "[console_scripts]\ndemo-run = demopkg.cli:main\n\n[demo.plugins]\nfirst = demopkg:first\n", "demopkg/__init__.py" = "def first():\n    return 1\n", "demopkg/cli.py" = "def main():\n    return 0\n"}
# [expect]
# stdout = '''
# 1.2.3
# 1.2.3 demopkg
# '''
# ///
import os, sys
here = os.getcwd()  # on sys.path once, first
sys.path[:] = [here] + [p for p in sys.path if p not in ('', '.', here)]
from importlib.metadata import version, distribution
print(version('demopkg'))
d = distribution('demopkg')
print(d.version, d.metadata['Name'])
