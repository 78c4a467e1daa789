"""The conformance suite as data (rules.toml, cases/, expectations/, results/): a package
only so that an installed wheel can be named, as in `pytest --pyargs pyconformance.conformance`."""
