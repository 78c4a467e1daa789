# /// pyconform
# rules = ["lib.gettext.pgettext"]
# features = ["stdlib"]
# description = "gettext has pgettext, dpgettext, npgettext and dnpgettext; without a catalogue they return the message (singular or plural by n)."
#
# [expect]
# phase = "ok"
# stdout = '''
# Open Close
# file files
# dirs
# m b
# '''
# ///
import gettext
print(gettext.pgettext('menu', 'Open'), gettext.dpgettext('nodomain', 'ctx', 'Close'))
print(gettext.npgettext('ctx', 'file', 'files', 1), gettext.npgettext('ctx', 'file', 'files', 2))
print(gettext.dnpgettext('nodomain', 'ctx', 'dir', 'dirs', 3))
t = gettext.NullTranslations()
print(t.pgettext('c', 'm'), t.npgettext('c', 'a', 'b', 0))
