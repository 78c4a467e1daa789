"""pyconform's differential fuzzer: generators, campaigns, reduction, corpus (see README.md)."""
