# /// pyconform
# rules = ["lib.xml.etree-wildcards"]
# features = ["xml"]
# description = "ElementTree's find, findall and iterfind accept namespace wildcards: {*}tag for any namespace, {}tag for none."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['1', '2'] ['2'] ['3']
# ['1'] ['2']
# '''
# ///
import xml.etree.ElementTree as ET
root = ET.fromstring('<r xmlns:a="urn:a"><a:x>1</a:x><x>2</x><y xmlns="urn:b">3</y></r>')
print([e.text for e in root.findall('{*}x')], [e.text for e in root.findall('{}x')], [e.text for e in root.findall('{*}y')])
print([e.text for e in root.iterfind('{urn:a}*')], [e.text for e in root.findall('{}*')])
