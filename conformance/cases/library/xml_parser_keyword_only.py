# /// pyconform
# rules = ["lib.xml.parser-keyword-only"]
# features = ["xml"]
# description = "XMLParser's html argument is gone and its parameters are keyword-only: a positional argument is a TypeError."
#
# [expect]
# phase = "run"
# exception = "TypeError"
# ///
import xml.etree.ElementTree as ET
ET.XMLParser(0)
