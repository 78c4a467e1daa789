# /// pyconform
# rules = ["rm.unicode-internal"]
# features = ["removal"]
# description = "The unicode_internal codec is removed: looking it up is a LookupError."
#
# [expect]
# phase = "run"
# exception = "LookupError"
# ///
'x'.encode('unicode_internal')
