# /// pyconform
# rules = ["lib.socket.create-server"]
# features = ["stdlib"]
# description = "create_server with dualstack_ipv6=True and the default IPv4 family raises ValueError."
#
# [expect]
# phase = "run"
# exception = "ValueError"
# ///
import socket
socket.create_server(('127.0.0.1', 0), dualstack_ipv6=True)
