"""The host side of the node engines' cache (pyconformance/agent/node_runtime.py): what an
agent's engine appended in its scratch directory is merged into the per-install cache, and
anything malformed is dropped rather than kept."""
from __future__ import annotations

import json

from pyconformance.adapters.node_runtime import keep_engine_cache


def test_added_lines_are_merged_into_the_cache(tmp_path):
    cache = tmp_path / "engine-cache-brython.json"
    cache.write_text(json.dumps({"abc": "old js", "typing": ["package js"]}))
    added = tmp_path / "engine-cache.json"
    added.write_text(json.dumps(["abc", "new js"]) + "\n" + json.dumps(["re", "re js"]) + "\n")
    keep_engine_cache(added, cache)
    assert json.loads(cache.read_text()) == {"abc": "new js", "typing": ["package js"], "re": "re js"}
    assert not added.exists()  # taken: a second stop adds nothing twice


def test_a_torn_or_foreign_line_is_dropped(tmp_path):
    cache = tmp_path / "engine-cache-brython.json"
    added = tmp_path / "engine-cache.json"
    added.write_text(json.dumps(["ok", "js"]) + "\n" + json.dumps(["num", 3]) + "\n"
                     + json.dumps({"not": "a pair"}) + "\n" + '["torn", "j')
    keep_engine_cache(added, cache)
    assert json.loads(cache.read_text()) == {"ok": "js"}


def test_nothing_added_leaves_no_cache(tmp_path):
    cache = tmp_path / "engine-cache-brython.json"
    keep_engine_cache(tmp_path / "missing.json", cache)
    assert not cache.exists()
