"""The fuzzer's program generators, one module each; `registry` names them for `--generator`.

The contract every generator keeps (docs/fuzzing.md says the same for readers):

- `build(seeds: list[int]) -> GeneratedProgram`: a pure function of a short list of part
  seeds, each part drawn from its own `random.Random(seed)` (fuzz/choice.py), a lower seed
  meaning a simpler part; `strategy()` wraps it for Hypothesis (`choice.seeded`). Same
  seeds, same program: campaigns are reproducible from `--seed`, shardable, and a divergent
  program shrinks by its part seeds. The registry declares how many parts it takes.
- The program terminates by construction and is deterministic on CPython 3.8 (no ids,
  times, randomness or hash order in its output).
- `expected`: what the generator's own model says CPython 3.8 prints (walrus, fstring,
  signature, misc), or None: then the reference decides. A model is never the host's output.
- Optional declarations on the program: `flags`, `env`, `files` (a command line; the
  registry marks the generator `command_line=True`, and implementations that cannot take
  one skip these programs, counted in the summary), and `rules`, the catalogue rules it
  was built to exercise (added to what fuzz/rule_reach.py's probes read from its text).
- Optional `served_rules()`: the catalogue rules the generator can reach by declaration, so
  the rule-coverage report knows which observable rules no generator can reach.
- Data, not code, where it can: option lists (data/cmdline_38.toml), signature tables
  (data/library_38.toml) and rule probes (data/rule_probes.toml) grow with the catalogue.
"""
