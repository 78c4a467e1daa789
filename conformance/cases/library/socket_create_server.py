# /// pyconform
# rules = ["lib.socket.create-server"]
# features = ["stdlib"]
# description = "socket.create_server(address) returns a bound, listening TCP socket; has_dualstack_ipv6() answers a bool; dualstack_ipv6 with an IPv4 family is a ValueError."
#
# [expect]
# phase = "ok"
# stdout = '''
# True True True 1
# bool
# ValueError dualstack_ipv6 requires AF_INET6 family
# '''
# ///
import socket
s = socket.create_server(('127.0.0.1', 0))
print(s.family == socket.AF_INET, s.type == socket.SOCK_STREAM, s.getsockname()[1] > 0, s.getsockopt(socket.SOL_SOCKET, socket.SO_ACCEPTCONN))
s.close()
print(type(socket.has_dualstack_ipv6()).__name__)
try:
    socket.create_server(('127.0.0.1', 0), dualstack_ipv6=True)
except ValueError as exc:
    print('ValueError', exc)
