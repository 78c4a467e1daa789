"""A program to run: source text plus how to run it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

DEFAULT_TIMEOUT = 10.0
DEFAULT_MEMORY_MB = 2048
DEFAULT_OUTPUT_LIMIT = 1 << 20  # bytes of stdout kept; the rest is drained and dropped


@dataclass(frozen=True)
class Program:
    source: str
    name: str = "main.py"
    flags: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    files: tuple[tuple[str, str], ...] = ()
    timeout: float = DEFAULT_TIMEOUT
    memory_mb: int = DEFAULT_MEMORY_MB
    output_limit: int = DEFAULT_OUTPUT_LIMIT

    @property
    def needs_fresh_process(self) -> bool:
        """Flags and environment act at interpreter start-up, so the agent cannot host them."""
        return bool(self.flags or self.env)

    def request(self) -> dict[str, Any]:
        """The message the agent (or the one-shot bootstrap) receives."""
        return {
            "source": self.source,
            "name": self.name,
            "files": dict(self.files),
            "timeout": self.timeout,
            "memory_mb": self.memory_mb,
            "output_limit": self.output_limit,
        }

    @classmethod
    def of(cls, source: str, *, flags=(), env=None, files=None, **kw: Any) -> "Program":
        return cls(
            source=source,
            flags=tuple(flags),
            env=tuple(sorted((env or {}).items())),
            files=tuple(sorted((files or {}).items())),
            **kw,
        )
