# /// pyconform
# rules = ["x38.ftplib-pasv"]
# features = ["stdlib", "3.8.x"]
# description = "Since 3.8.9 ftplib.FTP does not trust the IPv4 address of a PASV reply: trust_server_pasv_ipv4_address is False and the control connection's host is used."
#
# [expect]
# phase = "ok"
# stdout = '''
# False ('198.51.100.7', 1029)
# ('10.1.2.3', 1029)
# '''
# ///
import ftplib
class Fake(ftplib.FTP):
    def sendcmd(self, cmd):
        return '227 Entering Passive Mode (10,1,2,3,4,5).'
f = Fake()
class Sock:
    def getpeername(self):
        return ('198.51.100.7', 21)
f.sock = Sock()
f.af = __import__('socket').AF_INET
print(ftplib.FTP.trust_server_pasv_ipv4_address, f.makepasv())
f.trust_server_pasv_ipv4_address = True
print(f.makepasv())
