# /// pyconform
# rules = ["lib.unittest.mock-actual-calls"]
# features = ["unittest"]
# description = "assert_has_calls and assert_any_call failures list the actual calls in the message."
#
# [expect]
# phase = "ok"
# stdout = '''
# True True
# '''
# ///
from unittest import mock
m = mock.Mock()
m(1); m(2)
try:
    m.assert_has_calls([mock.call(3)])
except AssertionError as exc:
    print('Actual' in str(exc), 'call(1)' in str(exc))
