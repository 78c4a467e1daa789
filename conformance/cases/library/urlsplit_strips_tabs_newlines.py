# /// pyconform
# rules = ["x38.urlsplit-strip"]
# features = ["stdlib", "3.8.x"]
# description = "Since 3.8.10 urllib.parse.urlsplit and urlparse remove tab, CR and LF characters anywhere in the URL."
#
# [expect]
# phase = "ok"
# stdout = '''
# SplitResult(scheme='http', netloc='example.com', path='/path', query='q=1', fragment='frag')
# /b
# '''
# ///
from urllib.parse import urlsplit, urlparse
print(urlsplit('ht\ttp://exa\nmple.com/pa\rth?q=\t1#fr\nag'))
print(urlparse('http://a/b\n').path)
