# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "Every module on the 3.8 removal lists imports; removals only begin in 3.10."
# [expect]
# stdout = '''
# 25 missing: -
# '''
# [[drift]]
# since = "3.10"
# reason = "formatter, parser and symbol removed in 3.10"
# stdout = '''
# 25 missing: formatter parser symbol
# '''
# [[drift]]
# since = "3.11"
# reason = "binhex removed in 3.11"
# stdout = '''
# 25 missing: binhex formatter parser symbol
# '''
# [[drift]]
# since = "3.12"
# reason = "asynchat, asyncore and smtpd removed in 3.12"
# stdout = '''
# 25 missing: asynchat asyncore smtpd binhex formatter parser symbol
# '''
# [[drift]]
# since = "3.13"
# reason = "the remaining PEP 594 modules removed in 3.13"
# stdout = '''
# 25 missing: aifc asynchat asyncore audioop cgi cgitb chunk crypt imghdr mailcap nis nntplib ossaudiodev pipes smtpd sndhdr spwd sunau telnetlib uu xdrlib binhex formatter parser symbol
# '''
# ///
import importlib, warnings
warnings.simplefilter('ignore')
mods = ('aifc asynchat asyncore audioop cgi cgitb chunk crypt imghdr mailcap nis nntplib '
        'ossaudiodev pipes smtpd sndhdr spwd sunau telnetlib uu xdrlib binhex formatter parser symbol').split()
missing = []
for m in mods:
    try:
        importlib.import_module(m)
    except ImportError:
        missing.append(m)
print(len(mods), 'missing:', ' '.join(missing) or '-')
