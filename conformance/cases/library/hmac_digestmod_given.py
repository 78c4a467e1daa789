# /// pyconform
# rules = ["porting.hmac-digestmod"]
# features = ["stdlib"]
# description = "hmac.new with a digestmod (name, constructor or module) works; the error for a missing one is a TypeError a program can catch."
#
# [expect]
# phase = "ok"
# stdout = '''
# b60090e3 772b71c8 ed7e724d
# TypeError
# '''
# ///
import hmac, hashlib
print(hmac.new(b'k', b'm', 'sha256').hexdigest()[:8], hmac.new(b'k', b'm', hashlib.sha1).hexdigest()[:8], hmac.digest(b'k', b'm', 'md5').hex()[:8])
try:
    hmac.new(b'k')
except TypeError:
    print('TypeError')
