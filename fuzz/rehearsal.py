"""A local rehearsal of a campaign spread over machines (`tox -e campaign`).

    python -m pyconformance.fuzz.rehearsal [--shards 4] [--programs 4000] [--seed 3]
        [--reference SPEC (default: CPython 3.8 if found)] [--candidate SPEC] [--generator NAME ...] [--unsharded] [--work DIR]

Starts one `redis-server` on loopback (in memory), runs the N shards of one campaign at
once as separate `pyconform fuzz --shard I/N --db redis://...` processes (as N CI runners
would), merges their directories with `pyconform corpus merge`, and prints the figures:
programs/s per shard and in total, the Redis database's size, the merge time. With
`--unsharded` it also runs the same campaign in one process and checks that the merge
equals it (same blocks with the same program digests, same divergence keys, no duplicate
entries); exit 1 when it does not.
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

PYCONFORM = [sys.executable, "-m", "pyconformance"]


class RehearsalError(Exception):
    """A one-line reason the rehearsal could not run (no redis-server, a shard failed...)."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class RedisServer:
    """A throwaway redis-server on loopback: nothing is written to disk."""
    directory: Path
    port: int = field(default_factory=free_port)
    process: Optional[subprocess.Popen] = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}"

    def __enter__(self) -> "RedisServer":
        if shutil.which("redis-server") is None:
            raise RehearsalError("redis-server is not on PATH (Debian package redis-server)")
        try:
            import redis  # noqa: F401 - the client the shards use too
        except ImportError:
            raise RehearsalError("the 'redis' client package is not installed (pip install 'pyconformance[redis]')") from None
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.directory)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 15
        while not self.ping():
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RehearsalError(f"redis-server did not start on port {self.port}")
            time.sleep(0.05)
        return self

    def ping(self) -> bool:
        import redis

        try:
            return bool(redis.Redis(host="127.0.0.1", port=self.port, socket_connect_timeout=1).ping())
        except redis.RedisError:
            return False

    def figures(self) -> dict:
        """Keys of database 0, memory, and the traffic the shards caused (commands, bytes)."""
        import redis

        client = redis.Redis(host="127.0.0.1", port=self.port)
        try:
            stats = client.info("stats")
            return {"redis_keys": int(client.dbsize()), "redis_used_memory_bytes": int(client.info("memory")["used_memory"]),
                    "redis_commands": int(stats["total_commands_processed"]),
                    "redis_bytes_in": int(stats["total_net_input_bytes"]),
                    "redis_bytes_out": int(stats["total_net_output_bytes"])}
        finally:
            client.close()

    def __exit__(self, *exc) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()


@dataclass(frozen=True)
class Plan:
    """One campaign: what every shard (and the unsharded run) is given."""
    reference: str
    candidate: str
    generators: tuple[str, ...]
    programs: int
    seed: int

    def command(self, out: Path, shard: Optional[str] = None, db: Optional[str] = None) -> list[str]:
        words = [*PYCONFORM, "fuzz", "--reference", self.reference, "--candidate", self.candidate,
                 "--programs", str(self.programs), "--seed", str(self.seed), "--jobs", "1",
                 "--out", str(out), "--format", "json", "-o", str(out / "summary.json")]
        for name in self.generators:
            words += ["--generator", name]
        if shard is not None:
            words += ["--shard", shard]
        if db is not None:
            words += ["--db", db]
        return words


@dataclass
class ShardRun:
    shard: str
    out: Path
    seconds: float
    programs: int


def start_shard(plan: Plan, out: Path, shard: str, db: str) -> subprocess.Popen:
    out.mkdir(parents=True, exist_ok=True)
    log = open(out.parent / f"{out.name}.log", "wb")
    return subprocess.Popen(plan.command(out, shard, db), stdout=log, stderr=subprocess.STDOUT)


def finish(process: subprocess.Popen, out: Path, shard: str, seconds: float) -> ShardRun:
    code = process.wait()
    if code not in (0, 1):
        log = (out.parent / f"{out.name}.log").read_text(encoding="utf-8", errors="replace").strip().splitlines()
        raise RehearsalError(f"shard {shard} exited {code}: {log[-1] if log else 'no output'}")
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    return ShardRun(shard, out, seconds, int(summary["programs"]))


def run_shards(plan: Plan, work: Path, shards: int, db: str) -> list[ShardRun]:
    """All shards at once, as separate processes; each timed until its own exit."""
    started = time.monotonic()
    running = {f"{i}/{shards}": work / f"shard-{i}" for i in range(1, shards + 1)}
    processes = {shard: start_shard(plan, out, shard, db) for shard, out in running.items()}
    ended: dict[str, float] = {}
    while len(ended) < len(processes):
        for shard, process in processes.items():
            if shard not in ended and process.poll() is not None:
                ended[shard] = time.monotonic() - started
        time.sleep(0.05)
    return [finish(processes[shard], out, shard, ended[shard]) for shard, out in running.items()]


def merge(sources: list[Path], out: Path, summary: Path) -> tuple[dict, float]:
    started = time.monotonic()
    done = subprocess.run([*PYCONFORM, "corpus", "merge", *map(str, sources), "--out", str(out),
                           "--summary", str(summary)], capture_output=True, text=True)
    seconds = time.monotonic() - started
    if done.returncode != 0:
        raise RehearsalError(f"corpus merge exited {done.returncode}: {done.stderr.strip()[-300:]}")
    return json.loads(summary.read_text(encoding="utf-8")), seconds


def campaign_view(directory: Path) -> dict:
    """What must match between a merged sharded campaign and the unsharded one."""
    from pyconformance.fuzz.campaign import BLOCKS_PREFIX, STATE_FILE
    from pyconformance.fuzz.corpus import read_entry

    state = json.loads((directory / STATE_FILE).read_text(encoding="utf-8"))
    blocks = {k[len(BLOCKS_PREFIX):]: v for k, v in state.items() if k.startswith(BLOCKS_PREFIX)}
    entries = [e for e in (read_entry(p) for p in sorted(directory.rglob("*.py"))) if e is not None]
    keys = sorted(e.key for e in entries)
    signatures = sorted(e.signature for e in entries)
    return {"blocks": blocks, "keys": sorted(set(keys)), "duplicate_signatures": len(signatures) - len(set(signatures))}


def differences(merged: dict, whole: dict) -> list[str]:
    problems = []
    if merged["blocks"] != whole["blocks"]:
        problems.append(f"blocks differ: merged {merged['blocks']} vs unsharded {whole['blocks']}")
    if merged["keys"] != whole["keys"]:
        problems.append(f"divergence keys differ: merged {merged['keys']} vs unsharded {whole['keys']}")
    if merged["duplicate_signatures"]:
        problems.append(f"{merged['duplicate_signatures']} duplicate entries in the merge")
    return problems


def rehearse(plan: Plan, work: Path, shards: int, unsharded: bool) -> dict:
    with RedisServer(work) as redis:
        started = time.monotonic()
        runs = run_shards(plan, work, shards, redis.url + "/0")
        wall = time.monotonic() - started
        database = redis.figures()
    merged, merge_seconds = merge([r.out for r in runs], work / "merged", work / "merge.json")
    total = sum(r.programs for r in runs)
    figures = {
        "shards": [{"shard": r.shard, "programs": r.programs, "seconds": round(r.seconds, 2),
                    "programs_per_second": round(r.programs / r.seconds, 1)} for r in runs],
        "programs": total, "wall_seconds": round(wall, 2), "programs_per_second": round(total / wall, 1),
        **database,
        "redis_bytes_per_program": round((database["redis_bytes_in"] + database["redis_bytes_out"]) / max(total, 1), 1),
        "merge_seconds": round(merge_seconds, 2), "merged_entries": merged["entries"],
        "conflicts": len(merged["conflicts"]),
    }
    if unsharded:
        whole = work / "unsharded"
        started = time.monotonic()
        done = subprocess.run(plan.command(whole), capture_output=True, text=True)
        if done.returncode not in (0, 1):
            raise RehearsalError(f"unsharded run exited {done.returncode}: {done.stderr.strip()[-300:]}")
        figures["unsharded_seconds"] = round(time.monotonic() - started, 2)
        figures["problems"] = differences(campaign_view(work / "merged"), campaign_view(whole))
    return figures


def cpython38() -> Optional[str]:
    """A working CPython 3.8 on PATH or in pyenv (the reference a campaign should have)."""
    candidates = [shutil.which("python3.8"), *sorted(glob.glob(os.path.expanduser("~/.pyenv/versions/3.8*/bin/python3.8")))]
    for path in filter(None, candidates):
        try:
            if subprocess.run([path, "-c", "pass"], capture_output=True, timeout=20).returncode == 0:
                return path
        except (OSError, subprocess.TimeoutExpired):
            continue
    return None


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shards", type=int, default=4)
    parser.add_argument("--programs", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--reference", help="default: a CPython 3.8 found here, else python3 (with a warning)")
    parser.add_argument("--candidate", default="pypy3")
    parser.add_argument("--generator", action="append", dest="generators")
    parser.add_argument("--unsharded", action="store_true", help="also run unsharded and compare")
    parser.add_argument("--work", type=Path, help="keep the shards' directories here")
    args = parser.parse_args(argv)
    if args.reference is None:
        args.reference = cpython38() or "python3"
        if args.reference == "python3":
            print("rehearsal: no CPython 3.8 here; the reference is python3 (its changes since 3.8 show as divergences)",
                  file=sys.stderr)
    plan = Plan(args.reference, args.candidate, tuple(args.generators or ("targeted",)), args.programs, args.seed)
    work = args.work or Path(tempfile.mkdtemp(prefix="pyconform-rehearsal-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        figures = rehearse(plan, work, args.shards, args.unsharded)
    except RehearsalError as exc:
        print(f"rehearsal: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(figures, indent=2))
    problems = figures.get("problems", [])
    for problem in problems:
        print(f"rehearsal: {problem}", file=sys.stderr)
    return 1 if problems or figures["conflicts"] else 0


if __name__ == "__main__":
    sys.exit(main())
