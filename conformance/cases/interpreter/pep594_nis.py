# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "nis is still in the 3.8 standard library: get_default_domain answers with a domain or raises nis.error."
# notes = "Platform module: part of CPython 3.8 on Linux builds with the needed system library. Its look-ups need a NIS server, which a test machine lacks, so only the answer's form is checked."
# [expect]
# stdout = '''
# str-or-nis.error True
# '''
# [[drift]]
# since = "3.13"
# reason = "nis was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import nis
# What nis returns depends on the machine's NIS set-up (usually none), so the case checks
# that the real look-up runs and answers in one of its two documented ways.
try:
    answer = type(nis.get_default_domain()) is str
except nis.error:
    answer = True
print('str-or-nis.error', answer and issubclass(nis.error, Exception))
