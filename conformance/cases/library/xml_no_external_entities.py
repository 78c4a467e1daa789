# /// pyconform
# rules = ["lib.xml.no-external-entities"]
# features = ["xml"]
# description = "xml.sax and xml.dom.minidom no longer fetch external entities by default: the sax feature is off and a reference to an external file stays unexpanded."
#
# [expect]
# phase = "ok"
# stdout = '''
# 0
# ''
# '<r/>'
# '''
# ///
import xml.sax, xml.sax.handler, xml.dom.minidom
with open('ent.txt', 'w') as f:
    f.write('SECRET')
doc = '<!DOCTYPE r [<!ENTITY e SYSTEM "ent.txt">]><r>&e;</r>'
parser = xml.sax.make_parser()
print(parser.getFeature(xml.sax.handler.feature_external_ges))
class H(xml.sax.handler.ContentHandler):
    text = ''
    def characters(self, c):
        H.text += c
xml.sax.parseString(doc.encode(), H())
print(repr(H.text))
print(repr(xml.dom.minidom.parseString(doc).documentElement.toxml()))
