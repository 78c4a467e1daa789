from pyconform.cli import main

main()
