# /// pyconform
# rules = ["porting.hmac-digestmod"]
# features = ["stdlib"]
# description = "hmac.new without digestmod is a TypeError: there is no MD5 default any more."
#
# [expect]
# phase = "run"
# stdout = '''
# b60090e3
# '''
# exception = "TypeError"
# ///
import hmac
print(hmac.new(b'k', b'm', digestmod='sha256').hexdigest()[:8])
hmac.new(b'k', b'm')
