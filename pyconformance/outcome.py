"""What happened when one program ran on one implementation."""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Optional

PHASES = ("compile", "run", "ok")


@dataclass(frozen=True)
class ExceptionInfo:
    type: str
    message: str = ""


@dataclass(frozen=True)
class Outcome:
    phase: str
    stdout: str = ""
    exception: Optional[ExceptionInfo] = None
    stderr_tail: str = ""
    exit_code: Optional[int] = 0
    timed_out: bool = False
    signal: Optional[int] = None
    truncated: bool = False
    seconds: float = 0.0
    # Set when the harness itself could not produce an outcome (agent lost, bad reply).
    harness_error: str = ""

    def ending(self) -> str:
        """How the program ended, in a few characters: ok, compile:SyntaxError, run:TypeError,
        timeout, signal:11, exit:3, harness-error."""
        if self.harness_error:
            return "harness-error"
        if self.timed_out:
            return "timeout"
        if self.signal is not None:
            return f"signal:{self.signal}"
        if self.exception is not None:
            return f"{self.phase}:{self.exception.type}"
        if self.exit_code not in (0, None):
            return f"exit:{self.exit_code}"
        return self.phase

    def to_dict(self) -> dict[str, Any]:
        # Field by field, not dataclasses.asdict: that deep-copies every value, and a
        # certificate converts one outcome per case (767 case records: 27 ms with it, 9-13 ms without).
        data = {name: getattr(self, name) for name in FIELDS}
        data["exception"] = asdict(self.exception) if self.exception is not None else None
        if not self.harness_error:
            data.pop("harness_error")
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Outcome":
        if not isinstance(data, dict) or data.get("phase") not in PHASES:
            raise ValueError(f"not an outcome: {data!r:.80}")
        exc = data.get("exception")
        known = {f for f in cls.__dataclass_fields__}
        values = {k: v for k, v in data.items() if k in known}
        values["exception"] = ExceptionInfo(**exc) if exc else None
        return cls(**values)

    @classmethod
    def harness_failure(cls, why: str, seconds: float = 0.0) -> "Outcome":
        return cls(phase="run", exit_code=None, harness_error=why, seconds=seconds)


FIELDS = tuple(Outcome.__dataclass_fields__)
