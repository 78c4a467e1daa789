"""A click group whose commands live in other modules, imported only when that command runs.

`pyconform run --help` must not pay for Hypothesis (the fuzz commands) or the results site."""
from __future__ import annotations

import importlib
import io
import os
import select
import sys
from typing import NoReturn

import click

EXIT_USAGE = 2  # pyconformance.cli.support's: that module opens implementations, too heavy to import here


class LazyGroup(click.Group):
    """LAZY maps a command name to "module:attribute"; the module is imported on first use.
    A reader that stops early (`pyconform rules | head`) ends any command with exit 2 and one line
    saying so, where click would exit 1 in silence: the status `run`, `rules` and `diff` give a verdict."""

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

    def make_context(self, *args, **kwargs) -> click.Context:
        try:  # --help is printed here
            return super().make_context(*args, **kwargs)
        except BrokenPipeError as exc:
            output_cut_short(exc)

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except BrokenPipeError as exc:
            output_cut_short(exc)


def reader_gone(stream) -> bool:
    """Whether STREAM is a pipe whose reader has closed it (poll reports an error on its writer)."""
    try:
        fd = stream.fileno()
    except (AttributeError, ValueError, io.UnsupportedOperation):
        return False
    if not hasattr(select, "poll"):
        return False
    poller = select.poll()
    poller.register(fd, 0)  # POLLERR and POLLHUP are reported whatever the mask
    return any(events & (select.POLLERR | select.POLLHUP) for _, events in poller.poll(0))


def output_cut_short(exc: BrokenPipeError) -> NoReturn:
    """One line where it can still be read, then exit 2; what is left in the buffers goes to
    /dev/null, so the interpreter's last flush raises nothing either."""
    closed = [name for name, stream in (("stdout", sys.stdout), ("stderr", sys.stderr)) if reader_gone(stream)]
    if closed:
        message = (f"the output was cut short: {' and '.join(closed)} was closed before all of it was written "
                   "(a reader such as `head` stopped early)")
    else:  # a pipe of our own (to a program) broke: not the reader's doing
        message = f"a pipe closed early: {exc}"
    try:
        click.echo(f"pyconform: error: {message}", err=True)
    except OSError:
        pass
    for name in closed:
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), getattr(sys, name).fileno())
        except (OSError, ValueError, io.UnsupportedOperation):
            pass
    sys.exit(EXIT_USAGE)
