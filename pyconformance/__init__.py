"""pyconform: certify Python implementations against the Python 3.8 language."""

__version__ = "0.1.0"
