# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:ParseError>AttributeError): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "ParseError"
#
# [provenance]
# generator = "mutate"
# seed = 13
# shard = 56
# signature = "2c0cfe02412c"
# key = "e00130497289"
# kinds = ["exception:ParseError>AttributeError"]
# reducer = "pysource-minimize"
# cause = "eca4eb7bc37d"
# candidate_label = "pypy-3.9"
# anchor = "api xml.etree.ElementTree, xml.etree.ElementTree.XMLParser"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16", release = "7.3.11"}
# reference_outcome = {phase = "run", exception = {type = "ParseError", message = "parsing finished: line 1, column 7"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "AttributeError", message = "'XMLParser' object has no attribute 'parser'"}, exit_code = 1}
# ///
import xml.etree.ElementTree as ET
parser = ET.XMLParser()
parser.feed('<r></r>')
parser.close()
parser.close()
