# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "asyncore is still in the 3.8 standard library: a dispatcher on one end of a socket pair receives what the other end sends during asyncore.loop."
# [expect]
# stdout = '''
# [b'ping']
# '''
# [[drift]]
# since = "3.12"
# reason = "asyncore was removed from the standard library in 3.12"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import socket, warnings
warnings.simplefilter('ignore')
import asyncore
received = []


class Reader(asyncore.dispatcher):
    def handle_read(self):
        received.append(self.recv(100))

    def writable(self):
        return False


a, b = socket.socketpair()
channels = {}
Reader(a, map=channels)
b.send(b'ping')
asyncore.loop(timeout=1, count=1, map=channels)
print(received)
a.close()
b.close()
