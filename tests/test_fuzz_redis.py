"""Shards on many machines share Hypothesis's example database through Redis
(`pyconform fuzz --db redis://HOST:PORT`): a failure one shard found is replayed by another.

Starts a real `redis-server` (Debian package redis-server) on loopback, in memory only."""
from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.fuzz.campaign import BLOCK_SIZE
from tests.conftest import BROKEN_FSTRING, needs_redis_server, needs_system_python

HOST = sys.executable
BROKEN = BROKEN_FSTRING

pytestmark = [needs_redis_server, needs_system_python]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def redis_url(tmp_path):
    redis = pytest.importorskip("redis", reason="the 'redis' client package is not installed")
    port = free_port()
    server = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                               "--save", "", "--appendonly", "no", "--dir", str(tmp_path)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = redis.Redis(host="127.0.0.1", port=port)
    try:
        deadline = time.monotonic() + 15
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if server.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"redis-server did not start on port {port}")
                time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}", client
    finally:
        client.close()
        server.terminate()
        server.wait(timeout=10)


def fuzz(tmp_path: Path, name: str, *args: str) -> tuple[int, dict]:
    """The campaign's exit status (each caller asserts the one it expects) and its summary."""
    summary = tmp_path / f"{name}.json"
    result = CliRunner().invoke(main, ["fuzz", "--reference", HOST, "--candidate", BROKEN,
                                       "--generator", "fstring", "--generator", "misc", "--seed", "1", "--out", str(tmp_path / name),
                                       "--format", "json", "-o", str(summary), *args],
                                catch_exceptions=False)
    assert summary.is_file(), result.output
    return result.exit_code, json.loads(summary.read_text())


def test_a_failure_found_by_one_shard_is_replayed_by_the_other(tmp_path, redis_url):
    url, client = redis_url
    # Shard 1/2 of a campaign of one block and one program owns block 0: enough to find the bug.
    programs = str(BLOCK_SIZE + 1)
    code, first = fuzz(tmp_path, "shard1", "--programs", programs, "--shard", "1/2", "--db", url)
    assert code == 1 and first["programs"] == BLOCK_SIZE, first
    found = {d["id"] for d in first["divergences"] if "fstring-eq" in d["features"]}
    assert found, first
    assert any(key.startswith(b"hypothesis-example:") for key in client.scan_iter())

    # Shard 2/2 owns block 1 with a single program. On its own (a fresh directory
    # database) that program does not hit the bug ...
    code, alone = fuzz(tmp_path, "shard2-alone", "--programs", programs, "--shard", "2/2")
    assert code == 0 and alone["programs"] == 1, alone
    assert not {d["id"] for d in alone["divergences"]} & found, "pick a seed whose one program is harmless"
    # ... but with the shared database its reuse phase replays shard 1's failure first
    # (replayed programs were counted by the shard that made them).
    code, second = fuzz(tmp_path, "shard2", "--programs", programs, "--shard", "2/2", "--db", url)
    assert code == 1 and second["programs"] == 1, second
    assert {d["id"] for d in second["divergences"]} & found, (first["divergences"], second["divergences"])


def test_a_bad_db_url_is_a_one_line_usage_error():
    for url in ("http://127.0.0.1:6379", "redis://127.0.0.1", "redis://:6379", "redis://h:99999"):
        result = CliRunner().invoke(main, ["fuzz", "--reference", HOST, "--candidate", HOST, "--db", url])
        assert result.exit_code == 2, (url, result.output)
        assert result.output.strip().count("\n") == 0 and "--db" in result.output


def test_an_unreachable_server_is_a_usage_error():
    pytest.importorskip("redis", reason="the 'redis' client package is not installed")
    result = CliRunner().invoke(main, ["fuzz", "--reference", HOST, "--candidate", HOST,
                                       "--db", f"redis://127.0.0.1:{free_port()}"])
    assert result.exit_code == 2 and "cannot reach Redis" in result.output
