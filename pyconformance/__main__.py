from pyconformance.cli.main import main

main()
