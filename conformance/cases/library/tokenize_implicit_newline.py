# /// pyconform
# rules = ["lib.tokenize.implicit-newline"]
# features = ["stdlib"]
# description = "tokenize adds a NEWLINE token (with empty text) when the input does not end with a newline."
#
# [expect]
# phase = "ok"
# stdout = '''
# [('NUMBER', '1'), ('NEWLINE', ''), ('ENDMARKER', '')]
# [('NUMBER', '1'), ('NEWLINE', '\n'), ('ENDMARKER', '')]
# '''
# ///
import tokenize, io
for src in ('x = 1', 'x = 1\n'):
    toks = list(tokenize.generate_tokens(io.StringIO(src).readline))
    print([(tokenize.tok_name[t.type], t.string) for t in toks[-3:]])
