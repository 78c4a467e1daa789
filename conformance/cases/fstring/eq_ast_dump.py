# /// pyconform
# rules = ["fstring.eq.ast"]
# features = ["fstring-eq", "ast"]
# description = "The '=' field compiles to a Constant holding the text and a FormattedValue with conversion 'r'."
# [expect]
# stdout = '''
# JoinedStr(values=[Constant(value='x=', kind=None), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, format_spec=None)])
# '''
# [[drift]]
# since = "3.9"
# reason = "ast.dump omits fields that hold their default None from 3.9 on"
# stdout = '''
# JoinedStr(values=[Constant(value='x='), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114)])
# '''
# ///
import ast
print(ast.dump(ast.parse("f'{x=}'").body[0].value))
