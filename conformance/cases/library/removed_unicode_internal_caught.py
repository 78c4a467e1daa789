# /// pyconform
# rules = ["rm.unicode-internal"]
# features = ["removal"]
# description = "Looking up unicode_internal raises LookupError, which a program can catch; other UTF codecs remain."
#
# [expect]
# phase = "ok"
# stdout = '''
# unicode_internal LookupError
# utf-16-le utf-16-le
# utf-32 utf-32
# '''
# ///
import codecs
for name in ('unicode_internal', 'utf-16-le', 'utf-32'):
    try:
        print(name, codecs.lookup(name).name)
    except LookupError as exc:
        print(name, 'LookupError')
