# /// pyconform
# rules = ["lib.xml.parser-keyword-only"]
# features = ["xml"]
# description = "XMLParser has no doctype() method any more (removed in 3.8), and target=/encoding= still work by keyword."
#
# [expect]
# phase = "ok"
# stdout = '''
# False XMLParser
# '''
# ///
import xml.etree.ElementTree as ET
p = ET.XMLParser(target=ET.TreeBuilder(), encoding='utf-8')
print(hasattr(p, 'doctype'), type(p).__name__)
