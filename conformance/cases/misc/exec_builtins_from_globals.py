# /// pyconform
# rules = ["upstream.exec-builtins"]
# features = ["misc"]
# description = "exec() with globals whose __builtins__ is an empty dict finds neither print nor __build_class__; one whose __builtins__ is 123 is refused."
# [expect]
# phase = "ok"
# stdout = """
# print: NameError
# class: NameError
# 123: TypeError
# """
# ///
import sys

runs = [("print", "print('not found')", {"__builtins__": {}}),
        ("class", "class A: pass", {"__builtins__": {}}),
        ("123", "len('x')", {"__builtins__": 123})]
for label, source, namespace in runs:
    try:
        exec(compile(source, "<exec>", "exec"), namespace)
        result = "ran"
    except Exception as err:
        result = type(err).__name__
    sys.stdout.write(f"{label}: {result}\n")
