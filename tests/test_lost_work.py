"""Lost work: a campaign killed outright keeps every saved divergence intact and resumes
without duplicates; a damaged corpus entry is a one-line `path:line` error on replay."""
from __future__ import annotations

import signal
import subprocess
import sys
import time

from click.testing import CliRunner

from pyconformance.cases import load_case
from pyconformance.cli.main import main
from pyconformance.fuzz.corpus import CorpusIndex
from tests.test_fuzz_campaign import BROKEN, HOST, needs_system_python


@needs_system_python
def test_sigkill_mid_campaign_loses_nothing_saved(tmp_path):
    out = tmp_path / "corpus"
    command = [sys.executable, "-m", "pyconformance", "fuzz", "--reference", HOST, "--candidate", BROKEN,
               "--generator", "fstring", "--generator", "walrus", "--programs", "5000", "--seed", "4",
               "--out", str(out)]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not list(out.glob("*.py")):
        time.sleep(0.1)
    time.sleep(1.0)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    saved = sorted(out.glob("*.py"))
    assert saved, "the campaign saved nothing before the kill"
    for entry in saved:  # atomic writes: every file that exists is whole and loadable
        assert load_case(entry).provenance
    assert not [p for p in out.iterdir() if p.name.endswith(".tmp") or p.name.startswith(".")], \
        "a half-written file was left behind"
    again = CliRunner().invoke(main, ["fuzz", "--reference", HOST, "--candidate", BROKEN, "--generator", "fstring",
                                      "--generator", "walrus", "--programs", "100", "--seed", "4", "--out", str(out)])
    assert again.exit_code == 1, again.output  # the same seed meets the same divergences again
    after = {p.name for p in out.glob("*.py")}
    assert {p.name for p in saved} <= after
    assert len(CorpusIndex(out).by_signature) == len(after)  # no signature saved twice


def test_damaged_corpus_entry_is_a_path_line_error(tmp_path):
    entry = tmp_path / "entry.py"
    entry.write_text("# /// pyconform\n# rules = [\"x\"]\n# [expect\n# ///\nprint(1)\n")
    result = CliRunner().invoke(main, ["replay", str(entry), "--impl", HOST])
    assert result.exit_code == 2
    assert f"{entry}:3: bad TOML" in result.output
