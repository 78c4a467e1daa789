"""Known differences of an implementation (`conformance/expectations/<impl>.toml`, like WPT's
metadata): `known` loads and applies them, `update` writes them from a run."""
