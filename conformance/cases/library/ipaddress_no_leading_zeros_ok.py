# /// pyconform
# rules = ["x38.ipaddress-leading-zeros"]
# features = ["stdlib", "3.8.x"]
# description = "IPv4 addresses without leading zeros, single 0 octets included, still parse; ipaddress.ip_address reports a leading zero as a plain ValueError."
#
# [expect]
# phase = "ok"
# stdout = '''
# 0.0.0.0 10.0.0.10 192.168.0.1
# ValueError False
# ValueError False
# '''
# ///
import ipaddress
print(ipaddress.IPv4Address('0.0.0.0'), ipaddress.IPv4Address('10.0.0.10'), ipaddress.ip_address('192.168.0.1'))
for text in ('010.1.1.1', '1.1.1.00'):
    try:
        ipaddress.ip_address(text)
    except ValueError as exc:
        print(type(exc).__name__, isinstance(exc, ipaddress.AddressValueError))
