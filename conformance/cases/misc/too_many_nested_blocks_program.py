# /// pyconform
# rules = ["upstream.nested-block-limit"]
# features = ["misc"]
# description = "A program nesting 21 for loops (over empty tuples, so nothing loops) is refused at compile time."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
for x0 in ():
 for x1 in ():
  for x2 in ():
   for x3 in ():
    for x4 in ():
     for x5 in ():
      for x6 in ():
       for x7 in ():
        for x8 in ():
         for x9 in ():
          for x10 in ():
           for x11 in ():
            for x12 in ():
             for x13 in ():
              for x14 in ():
               for x15 in ():
                for x16 in ():
                 for x17 in ():
                  for x18 in ():
                   for x19 in ():
                    for x20 in ():
                     print('ran')
print('compiled')
