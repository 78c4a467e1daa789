# /// pyconform
# rules = ["interp.flags.isolated"]
# features = ["interpreter"]
# description = "-I sets isolated, ignore_environment and no_user_site, and disables the user site directory."
# [run]
# flags = ["-I"]
# [expect]
# stdout = '''
# 1 1 1
# False
# '''
# ///
import sys
f = sys.flags
print(f.isolated, f.ignore_environment, f.no_user_site)
import site
print(site.ENABLE_USER_SITE)
