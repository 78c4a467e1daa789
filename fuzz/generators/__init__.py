"""The fuzzer's program generators, one module each; `registry` names them for `--generator`.

The contract every generator keeps: it draws from a Hypothesis strategy (so campaigns are
reproducible from a seed and shrinkable), it yields `fuzz.generated.Generated` programs that
declare the features they exercise, and a generator with a model of its own states what the
program must print, so `--reference model` can judge without an interpreter."""
