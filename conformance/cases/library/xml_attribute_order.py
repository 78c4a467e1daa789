# /// pyconform
# rules = ["lib.xml.attribute-order"]
# features = ["xml"]
# description = "minidom and ElementTree serialise attributes in the order the user gave them, not sorted."
#
# [expect]
# phase = "ok"
# stdout = '''
# <e z="1" a="2" m="3" />
# <e z="1" a="2"/>
# '''
# ///
import xml.etree.ElementTree as ET, xml.dom.minidom
e = ET.Element('e', {'z': '1', 'a': '2'})
e.set('m', '3')
print(ET.tostring(e).decode())
doc = xml.dom.minidom.parseString('<e z="1" a="2"/>')
print(doc.documentElement.toxml())
