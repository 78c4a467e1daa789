# /// pyconform
# rules = ["upstream.generator-exception-state"]
# features = ["misc"]
# description = "A generator first resumed while its caller handles IndexError, then resumed past its own except block once the caller's handler ended, sees no exception being handled."
# [expect]
# phase = "ok"
# stdout = """
# in except: ValueError
# after except: None
# """
# ///
import sys


def gen():
    try:
        raise ValueError
    except ValueError:
        print("in except:", sys.exc_info()[0].__name__)
        yield 1
    current = sys.exc_info()[0]
    print("after except:", current and current.__name__)
    yield 2


g = gen()
try:
    raise IndexError
except IndexError:
    next(g)
next(g)
