# /// pyconform
# rules = ["lib.xmlrpc.headers"]
# features = ["stdlib"]
# description = "xmlrpc.client.ServerProxy takes headers=, a sequence of (name, value) pairs sent with every request."
#
# [expect]
# phase = "ok"
# stdout = '''
# [('X-Pyconform', 'yes'), ('X-Two', '2')]
# '''
# ///
import xmlrpc.client
captured = []
class Stop(Exception):
    pass
class FakeConnection:
    def putrequest(self, *args, **kwargs):
        pass
def send_headers(self, connection, headers):
    captured.extend(h for h in headers if h[0].startswith('X-'))
    raise Stop
xmlrpc.client.Transport.make_connection = lambda self, host: FakeConnection()
xmlrpc.client.Transport.send_headers = send_headers
proxy = xmlrpc.client.ServerProxy('http://example.invalid/', headers=[('X-Pyconform', 'yes'), ('X-Two', '2')])
try:
    proxy.anything()
except Stop:
    print(captured)
