# /// pyconform
# rules = ["rm.fileinput-bufsize"]
# features = ["removal"]
# description = "fileinput.input and FileInput work without bufsize, and their signatures no longer have it."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['a', 'b']
# False False
# '''
# ///
import fileinput, inspect
with open('f.txt', 'w') as f:
    f.write('a\nb\n')
with fileinput.input(['f.txt']) as lines:
    print([line.strip() for line in lines])
print('bufsize' in inspect.signature(fileinput.input).parameters, 'bufsize' in inspect.signature(fileinput.FileInput).parameters)
