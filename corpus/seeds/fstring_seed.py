# /// pyconform
# rules = ["fstring.eq.text", "walrus.comprehension-scope"]
# features = ["fstring-eq", "walrus"]
# description = "Seed for mutation: a fstring program; its model predicted this output and CPython 3.8.18 agrees."
# [expect]
# phase = "ok"
# stdout = '''
#
# xs =[1, 2]!  half  =+0.5 |  y=  10001
# a=b ab=  (w  :=  96)-len('Spam')=92
# y // max(y, 44)  =     0! "Spam".title()=**Spam***
# '''
# [provenance]
# generator = "fstring"
# part_seeds = [13159383, 1353902, 13900987, 7281640]
# checked_on = ["cpython 3.8.18", "cpython 3.11.7"]
# ///
y = 17
s = 'a'
t = 'x y'
xs = [1, 2]
half = 0.5
print(F'\n{xs =!r}!{  half  =:+.1f} | { y=  :b}')
print(F"a=b {'ab'!s}={  (w  :=  96)-len('Spam')=:_}")
print(f'{y // max(y, 44)  =!s:>6}!{ "Spam".title()=:*^9}')
