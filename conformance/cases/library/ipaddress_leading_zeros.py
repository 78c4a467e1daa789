# /// pyconform
# rules = ["x38.ipaddress-leading-zeros"]
# features = ["stdlib", "3.8.x"]
# description = "Since 3.8.12 an IPv4 address with a leading zero in an octet is rejected (AddressValueError); a single 0 octet is fine."
#
# [expect]
# phase = "run"
# stdout = '''
# 0.10.0.1
# '''
# exception = "AddressValueError"
# ///
import ipaddress
print(ipaddress.IPv4Address('0.10.0.1'))
ipaddress.IPv4Address('192.168.01.1')
