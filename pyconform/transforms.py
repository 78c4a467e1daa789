"""Placeholder registry module for source-to-source adapters (filled in later)."""
