# /// pyconform
# rules = ["interp.pep594.warnings"]
# features = ["interpreter", "pep594"]
# description = "In 3.8 importing these modules is silent except for formatter, deprecated long before."
# [expect]
# stdout = '''
# formatter:DeprecationWarning uu:quiet telnetlib:quiet cgi:quiet binhex:quiet parser:quiet
# '''
# [[drift]]
# since = "3.9"
# reason = "binhex and parser warn on import from 3.9"
# stdout = '''
# formatter:DeprecationWarning uu:quiet telnetlib:quiet cgi:quiet binhex:DeprecationWarning parser:DeprecationWarning
# '''
# [[drift]]
# since = "3.10"
# reason = "formatter and parser removed in 3.10"
# stdout = '''
# !formatter uu:quiet telnetlib:quiet cgi:quiet binhex:DeprecationWarning !parser
# '''
# [[drift]]
# since = "3.11"
# reason = "PEP 594 modules warn on import from 3.11; binhex removed"
# stdout = '''
# !formatter uu:DeprecationWarning telnetlib:DeprecationWarning cgi:DeprecationWarning !binhex !parser
# '''
# [[drift]]
# since = "3.13"
# reason = "the remaining PEP 594 modules removed in 3.13"
# stdout = '''
# !formatter !uu !telnetlib !cgi !binhex !parser
# '''
# ///
import importlib, warnings
res = []
for m in 'formatter uu telnetlib cgi binhex parser'.split():
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter('always')
        try:
            importlib.import_module(m)
        except ImportError:
            res.append('!' + m)
            continue
    cats = sorted(set(w.category.__name__ for w in ws))
    res.append(m + ':' + (','.join(cats) or 'quiet'))
print(' '.join(res))
