# /// pyconform
# rules = ["lib.ssl.post-handshake-auth"]
# features = ["stdlib"]
# description = "SSLContext has post_handshake_auth (False by default, settable) and SSLSocket has verify_client_post_handshake."
#
# [expect]
# phase = "ok"
# stdout = '''
# False
# True True True
# '''
# ///
import ssl
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
print(ctx.post_handshake_auth)
ctx.post_handshake_auth = True
print(ctx.post_handshake_auth, hasattr(ssl.SSLSocket, 'verify_client_post_handshake'), hasattr(ssl.SSLObject, 'verify_client_post_handshake'))
