"""Hypothesis example databases for campaigns: a directory (`--database DIR`, the default
`OUT/hypothesis-db`) or Redis (`--db redis://HOST:PORT[/DB]`), which shards on many machines
share, so a failure one shard found and saved is replayed by the others' reuse phase.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Optional, Union
from urllib.parse import urlsplit

from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase

DatabaseSpec = Union[Path, str, None]

_cache: dict[str, ExampleDatabase] = {}
_lock = threading.Lock()


def parse_redis_url(url: str) -> tuple[str, int, int]:
    """(host, port, db) of redis://HOST:PORT[/DB]; ValueError with a one-line message."""
    bad = f"--db expects redis://HOST:PORT[/DB], got {url!r}"
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise ValueError(bad) from None
    if parts.scheme != "redis" or not parts.hostname or port is None or parts.query or parts.fragment:
        raise ValueError(bad)
    path = parts.path.strip("/")
    if path and not path.isdigit():
        raise ValueError(bad)
    return parts.hostname, port, int(path or 0)


def redis_database(url: str, check: bool = False) -> ExampleDatabase:
    """A RedisExampleDatabase for URL (one client per URL per process). CHECK pings the
    server first; ValueError (one line) when the URL is bad or nothing answers."""
    host, port, db = parse_redis_url(url)
    with _lock:
        database = _cache.get(url)
        if database is None:
            try:
                import redis
            except ImportError:
                raise ValueError("--db redis:// needs the 'redis' package (pip install 'redis>=4')") from None
            from hypothesis.extra.redis import RedisExampleDatabase

            client = redis.Redis(host=host, port=port, db=db, socket_connect_timeout=5)
            database = _cache[url] = RedisExampleDatabase(client)
    if check:
        try:
            database.redis.ping()
        except Exception as exc:  # noqa: BLE001 - any client error is "cannot use this database"
            with _lock:
                _cache.pop(url, None)
            raise ValueError(f"--db {url}: cannot reach Redis ({type(exc).__name__}: {exc})".splitlines()[0]) from None
    return database


def open_database(spec: DatabaseSpec) -> Optional[ExampleDatabase]:
    if spec is None:
        return None
    if isinstance(spec, str) and spec.startswith("redis://"):
        return redis_database(spec)
    return DirectoryBasedExampleDatabase(str(spec))
