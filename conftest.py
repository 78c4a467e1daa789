"""Makes `pytest conformance --impl SPEC` collect every case file as a pytest item."""
pytest_plugins = ["pyconformance.pytest_plugin"]
