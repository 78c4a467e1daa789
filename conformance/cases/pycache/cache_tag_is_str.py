# /// pyconform
# rules = ["pycache.naming"]
# features = ["pycache"]
# description = "sys.implementation.cache_tag is a non-empty string without dots, used in .pyc names."
# [expect]
# stdout = '''
# str True True True
# '''
# ///
import sys
tag = sys.implementation.cache_tag
print(type(tag).__name__, tag == tag.strip(), '.' not in tag, len(tag) > 0)
