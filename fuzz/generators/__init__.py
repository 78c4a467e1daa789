"""The fuzzer's program generators, one module each; `registry` names them for `--generator`.

The contract every generator keeps (`NAME`, `strategy()` of `GeneratedProgram`s from
fuzz/generated.py, `build(seeds)` for generators made of part seeds, an expected outcome when
the generator models 3.8) is written once, in docs/fuzzing.md, "The generator contract"."""
