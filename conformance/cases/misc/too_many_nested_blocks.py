# /// pyconform
# rules = ["upstream.nested-block-limit"]
# features = ["misc"]
# description = "compile() refuses 21 nested while loops (the limit is 20 nested blocks) and accepts 20; the code is compiled, never run."
# [expect]
# phase = "ok"
# stdout = """
# 20 compiled
# 21 SyntaxError too many statically nested blocks
# """
# ///
def nest(depth):
    lines = [" " * i + "while x%d:" % i for i in range(depth)]
    return "\n".join(lines + [" " * depth + "break"]) + "\n"


for depth in (20, 21):
    try:
        compile(nest(depth), "<nested>", "exec")
        print(depth, "compiled")
    except SyntaxError as e:
        print(depth, "SyntaxError", e.msg)
