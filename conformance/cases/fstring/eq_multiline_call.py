# /// pyconform
# rules = ["fstring.eq.multiline"]
# features = ["fstring-eq"]
# description = "A call split over two lines is echoed with its line break and indentation."
# [expect]
# stdout = '''
# add(1,
#     2)=3
# '''
# ///
def add(a, b):
    return a + b
print(f"""{add(1,
    2)=}""")
