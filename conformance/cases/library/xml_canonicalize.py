# /// pyconform
# rules = ["lib.xml.canonicalize"]
# features = ["xml"]
# description = "ElementTree.canonicalize produces C14N 2.0 output: attributes sorted, empty elements expanded, comments dropped unless with_comments."
#
# [expect]
# phase = "ok"
# stdout = '''
# <r a="1" b="2"><e></e></r>
# <r a="1" b="2"><e></e><!-- c --></r>
# <r a="1"><e></e></r>
# '''
# ///
import xml.etree.ElementTree as ET
src = '<r b="2" a="1"><e/><!-- c --></r>'
print(ET.canonicalize(src))
print(ET.canonicalize(src, with_comments=True))
print(ET.canonicalize(src, strip_text=True, exclude_attrs=['b']))
