"""A click group whose commands live in other modules, imported only when that command runs.

`pyconform run --help` must not pay for Hypothesis (the fuzz commands) or the results site."""
from __future__ import annotations

import importlib

import click


class LazyGroup(click.Group):
    """LAZY maps a command name to "module:attribute"; the module is imported on first use."""

    def __init__(self, *args, lazy: dict[str, str], **kwargs):
        super().__init__(*args, **kwargs)
        self.lazy = dict(lazy)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy})

    def get_command(self, ctx: click.Context, name: str):
        if name not in self.commands and name in self.lazy:
            module, attribute = self.lazy[name].split(":")
            self.add_command(getattr(importlib.import_module(module), attribute), name)
        return super().get_command(ctx, name)
