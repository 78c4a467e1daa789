# /// pyconform
# rules = ["lib.xml.parser-events"]
# features = ["xml"]
# description = "XMLPullParser reports start-ns/end-ns and comment/pi events; TreeBuilder can keep comments and processing instructions in the tree."
#
# [expect]
# phase = "ok"
# stdout = '''
# [('start-ns', ('a', 'urn:a')), ('comment', ('Comment', 'hi')), ('pi', ('ProcessingInstruction', 'target data')), ('end-ns', None)]
# [('Comment', 'c'), ('ProcessingInstruction', 'p d')]
# '''
# ///
import xml.etree.ElementTree as ET
p = ET.XMLPullParser(events=('start-ns', 'end-ns', 'comment', 'pi'))
p.feed('<r xmlns:a="urn:a"><!--hi--><?target data?></r>')
print([(ev, el if not hasattr(el, 'tag') else (el.tag.__name__, el.text)) for ev, el in p.read_events()])
tb = ET.TreeBuilder(insert_comments=True, insert_pis=True)
parser = ET.XMLParser(target=tb)
parser.feed('<r><!--c--><?p d?></r>')
root = parser.close()
print([(child.tag.__name__, child.text) for child in root])
