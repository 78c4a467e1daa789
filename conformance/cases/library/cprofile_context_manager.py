# /// pyconform
# rules = ["lib.cprofile.context-manager"]
# features = ["stdlib"]
# description = "cProfile.Profile works as a context manager: profiling is on inside the with block and the manager is the profile."
#
# [expect]
# phase = "ok"
# stdout = '''
# Profile
# True
# '''
# ///
import cProfile, pstats, io
def work():
    return sum(range(10))
with cProfile.Profile() as prof:
    work()
print(type(prof).__name__)
stats = pstats.Stats(prof, stream=io.StringIO())
print(any(func[2] == 'work' for func in stats.stats))
