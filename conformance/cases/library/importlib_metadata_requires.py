# /// pyconform
# rules = ["lib.importlib.metadata"]
# features = ["importlib-metadata"]
# description = "metadata() is an email-style message of METADATA; requires() lists Requires-Dist lines as written."
# [run]
# files = {"demopkg-1.2.3.dist-info/METADATA" = "Metadata-Version: 2.1\nName: demopkg\nVersion: 1.2.3\nSummary: A package made up for this case\nRequires-Dist: attrs (>=19.1)\nRequires-Dist: colorama ; sys_platform == \"win32\"\n", "demopkg-1.2.3.dist-info/RECORD" = "demopkg/__init__.py,,\ndemopkg/cli.py,,\ndemopkg-1.2.3.dist-info/METADATA,,\n", "demopkg-1.2.3.dist-info/entry_points.txt" = "[console_scripts]\ndemo-run = demopkg.cli:main\n\n[demo.plugins]\nfirst = demopkg:first\n", "demopkg/__init__.py" = "def first():\n    return 1\n", "demopkg/cli.py" = "def main():\n    return 0\n"}
# [expect]
# stdout = '''
# A package made up for this case
# ['attrs (>=19.1)', 'colorama ; sys_platform == "win32"']
# ['attrs (>=19.1)', 'colorama ; sys_platform == "win32"']
# '''
# ///
import os, sys
here = os.getcwd()  # on sys.path once, first
sys.path[:] = [here] + [p for p in sys.path if p not in ('', '.', here)]
from importlib.metadata import metadata, requires
m = metadata('demopkg')
print(m['Summary'])
print(m.get_all('Requires-Dist'))
print(requires('demopkg'))
