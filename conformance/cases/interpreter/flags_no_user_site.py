# /// pyconform
# rules = ["interp.flags.site"]
# features = ["interpreter"]
# description = "-s sets no_user_site and disables the user site directory."
# [run]
# flags = ["-s"]
# [expect]
# stdout = '''
# 1 False
# '''
# ///
import sys, site
print(sys.flags.no_user_site, site.ENABLE_USER_SITE)
