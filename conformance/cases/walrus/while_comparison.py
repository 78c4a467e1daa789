# /// pyconform
# rules = ["walrus.while-loop"]
# features = ["walrus"]
# description = "A parenthesized walrus compared in a while test reads chunks until a short one."
# [expect]
# phase = "ok"
# stdout = """
# chunk abc
# chunk def
# tail 'gh'
# """
# ///
import io
f = io.StringIO('abcdefgh')
while len(chunk := f.read(3)) == 3:
    print('chunk', chunk)
print('tail', repr(chunk))
