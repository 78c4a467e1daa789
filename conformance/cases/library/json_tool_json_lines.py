# /// pyconform
# rules = ["lib.json-tool.json-lines"]
# features = ["stdlib"]
# description = "json.tool --json-lines (its main(), run in process) pretty-prints each input line as a separate JSON value; an invalid line is a failure exit."
#
# [expect]
# phase = "ok"
# stdout = '''
# 0 {
#     "a": 2,
#     "b": 1
# }
# [
#     1
# ]
#
# 1
# '''
# ///
import io, sys, json.tool
class Kept(io.StringIO):
    def close(self):
        pass
def tool(args, text):
    sys.argv = ['json.tool'] + args
    old_in, old_out = sys.stdin, sys.stdout
    sys.stdin, sys.stdout = Kept(text), Kept()
    try:
        json.tool.main()
        status = 0
    except SystemExit as exc:
        status = 1 if exc.code else 0
    finally:
        out = sys.stdout.getvalue()
        sys.stdin, sys.stdout = old_in, old_out
    return status, out
print(*tool(['--json-lines', '--sort-keys'], '{"b": 1, "a": 2}\n[1]\n'))
print(tool(['--json-lines'], '{"a": 1}\n{oops\n')[0])
