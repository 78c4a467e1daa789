# /// pyconform
# rules = ["interp.pep594.warnings"]
# features = ["interpreter", "pep594"]
# description = "Each of the 25 modules on the PEP 594 list, imported afresh with every warning recorded: in 3.8 only formatter warns, with DeprecationWarning."
# erratum = "000-article.md § And more says some modules may start raising PendingDeprecationWarning and 'many already do since they have been deemed deprecated for some time'; in 3.8 importing them emits no PendingDeprecationWarning at all, and only formatter (1 of 25) warns, with DeprecationWarning."
# notes = "Each module is removed from sys.modules (with the others of the list) before its import, so a module imported earlier by another one still shows its own warning."
# [expect]
# stdout = '''
# aifc:quiet
# asynchat:quiet
# asyncore:quiet
# audioop:quiet
# cgi:quiet
# cgitb:quiet
# chunk:quiet
# crypt:quiet
# imghdr:quiet
# mailcap:quiet
# nis:quiet
# nntplib:quiet
# ossaudiodev:quiet
# pipes:quiet
# smtpd:quiet
# sndhdr:quiet
# spwd:quiet
# sunau:quiet
# telnetlib:quiet
# uu:quiet
# xdrlib:quiet
# binhex:quiet
# formatter:DeprecationWarning
# parser:quiet
# symbol:quiet
# '''
# [[drift]]
# since = "3.9"
# reason = "binhex, parser and symbol warn on import from 3.9"
# stdout = '''
# aifc:quiet
# asynchat:quiet
# asyncore:quiet
# audioop:quiet
# cgi:quiet
# cgitb:quiet
# chunk:quiet
# crypt:quiet
# imghdr:quiet
# mailcap:quiet
# nis:quiet
# nntplib:quiet
# ossaudiodev:quiet
# pipes:quiet
# smtpd:quiet
# sndhdr:quiet
# spwd:quiet
# sunau:quiet
# telnetlib:quiet
# uu:quiet
# xdrlib:quiet
# binhex:DeprecationWarning
# formatter:DeprecationWarning
# parser:DeprecationWarning
# symbol:DeprecationWarning
# '''
# [[drift]]
# since = "3.10"
# reason = "formatter, parser and symbol removed in 3.10; asynchat, asyncore and smtpd warn"
# stdout = '''
# aifc:quiet
# asynchat:DeprecationWarning
# asyncore:DeprecationWarning
# audioop:quiet
# cgi:quiet
# cgitb:quiet
# chunk:quiet
# crypt:quiet
# imghdr:quiet
# mailcap:quiet
# nis:quiet
# nntplib:quiet
# ossaudiodev:quiet
# pipes:quiet
# smtpd:DeprecationWarning
# sndhdr:quiet
# spwd:quiet
# sunau:quiet
# telnetlib:quiet
# uu:quiet
# xdrlib:quiet
# binhex:DeprecationWarning
# !formatter
# !parser
# !symbol
# '''
# [[drift]]
# since = "3.11"
# reason = "every remaining PEP 594 module warns on import from 3.11; binhex removed"
# stdout = '''
# aifc:DeprecationWarning
# asynchat:DeprecationWarning
# asyncore:DeprecationWarning
# audioop:DeprecationWarning
# cgi:DeprecationWarning
# cgitb:DeprecationWarning
# chunk:DeprecationWarning
# crypt:DeprecationWarning
# imghdr:DeprecationWarning
# mailcap:DeprecationWarning
# nis:DeprecationWarning
# nntplib:DeprecationWarning
# ossaudiodev:DeprecationWarning
# pipes:DeprecationWarning
# smtpd:DeprecationWarning
# sndhdr:DeprecationWarning
# spwd:DeprecationWarning
# sunau:DeprecationWarning
# telnetlib:DeprecationWarning
# uu:DeprecationWarning
# xdrlib:DeprecationWarning
# !binhex
# !formatter
# !parser
# !symbol
# '''
# [[drift]]
# since = "3.12"
# reason = "asynchat, asyncore and smtpd removed in 3.12"
# stdout = '''
# aifc:DeprecationWarning
# !asynchat
# !asyncore
# audioop:DeprecationWarning
# cgi:DeprecationWarning
# cgitb:DeprecationWarning
# chunk:DeprecationWarning
# crypt:DeprecationWarning
# imghdr:DeprecationWarning
# mailcap:DeprecationWarning
# nis:DeprecationWarning
# nntplib:DeprecationWarning
# ossaudiodev:DeprecationWarning
# pipes:DeprecationWarning
# !smtpd
# sndhdr:DeprecationWarning
# spwd:DeprecationWarning
# sunau:DeprecationWarning
# telnetlib:DeprecationWarning
# uu:DeprecationWarning
# xdrlib:DeprecationWarning
# !binhex
# !formatter
# !parser
# !symbol
# '''
# [[drift]]
# since = "3.13"
# reason = "the remaining PEP 594 modules removed in 3.13"
# stdout = '''
# !aifc
# !asynchat
# !asyncore
# !audioop
# !cgi
# !cgitb
# !chunk
# !crypt
# !imghdr
# !mailcap
# !nis
# !nntplib
# !ossaudiodev
# !pipes
# !smtpd
# !sndhdr
# !spwd
# !sunau
# !telnetlib
# !uu
# !xdrlib
# !binhex
# !formatter
# !parser
# !symbol
# '''
# ///
import importlib, sys, warnings
mods = ('aifc asynchat asyncore audioop cgi cgitb chunk crypt imghdr mailcap nis nntplib '
        'ossaudiodev pipes smtpd sndhdr spwd sunau telnetlib uu xdrlib binhex formatter parser symbol').split()
for m in mods:
    for other in mods:
        sys.modules.pop(other, None)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter('always')
        try:
            importlib.import_module(m)
        except ImportError:
            print('!' + m)
            continue
    categories = sorted(set(w.category.__name__ for w in caught))
    print(m + ':' + (','.join(categories) or 'quiet'))
