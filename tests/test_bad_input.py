"""A hostile user's inputs (issue 26, items 3-7): mistakes in our own input are usage errors
(exit 2, one `path:line: message` line each, nothing run), outputs are checked before the work
and written whole, interrupted campaigns keep their work, and no process outlives a command.

Each test reproduces one problem seen on the code before the change; the exit codes are exact.
"""
from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import OK_META, RULES, ROOT, write_case

PYCONFORM = [sys.executable, "-m", "pyconformance"]
PYTHON = sys.executable


def cli(*args, cwd=None, env=None, timeout=300):
    return subprocess.run([*PYCONFORM, *args], capture_output=True, text=True, cwd=cwd, timeout=timeout,
                          env={**os.environ, **(env or {})})


@pytest.fixture
def suite(tmp_path):
    root = tmp_path / "conformance"
    (root / "cases").mkdir(parents=True)
    (root / "rules.toml").write_text(RULES)
    write_case(root / "cases" / "demo", "ok.py", OK_META, "print('x=1')\n")
    return root


def bad_case(suite: Path, run_table: str) -> Path:
    meta = OK_META.replace("[expect]", f"[run]\n{run_table}\n[expect]")
    return write_case(suite / "cases" / "demo", "bad.py", meta, "print('x=1')\n")


def assert_usage_error(done, *lines):
    """Exit 2, no traceback, nothing run, and each of LINES among stderr's lines."""
    assert done.returncode == 2, (done.returncode, done.stdout[-800:], done.stderr[-2000:])
    assert "Traceback" not in done.stderr, done.stderr
    assert "FAIL" not in done.stdout and "PASS" not in done.stdout
    for line in lines:
        assert any(line in got for got in done.stderr.splitlines()), (line, done.stderr)


# -- item 4: case files and expectations are validated on load ------------------------------

def test_negative_timeout_is_a_usage_error_not_a_verdict(suite):
    bad_case(suite, "timeout = -1")
    done = cli("run", "--impl", PYTHON, "--suite", str(suite))
    assert_usage_error(done, "demo/bad.py:6: run.timeout: must be greater than 0 (got -1)", "nothing was run")


def test_flags_given_as_a_string_is_a_usage_error(suite):
    bad_case(suite, 'flags = "-B"')
    done = cli("run", "--impl", PYTHON, "--suite", str(suite))
    assert_usage_error(done, "demo/bad.py:6: run.flags: must be a list (got '-B')")


def test_env_given_as_a_string_does_not_crash_the_loader(suite):
    bad_case(suite, 'env = "X=1"')
    done = cli("run", "--impl", PYTHON, "--suite", str(suite))
    assert_usage_error(done, "demo/bad.py:6: run.env: must be a table (got 'X=1')")


def test_files_given_as_a_list_does_not_crash_the_loader(suite):
    bad_case(suite, 'files = ["a.py"]')
    done = cli("run", "--impl", PYTHON, "--suite", str(suite))
    assert_usage_error(done, "demo/bad.py:6: run.files: must be a table (got ['a.py'])")


def test_every_problem_of_a_case_file_is_listed_at_its_line(suite):
    meta = '''
rules = ["demo.rule"]
features = ["demo"]
description = "many mistakes"
colour = "blue"
[run]
timeout = nan
flags = ["-B"]
[expect]
stdout = 3
[[drift]]
since = "3.x"
reason = "later"
stdout = "y\\n"
'''
    write_case(suite / "cases" / "demo", "bad.py", meta, "print('x=1')\n")
    done = cli("run", "--impl", PYTHON, "--suite", str(suite))
    assert_usage_error(done, "bad.py:5: colour: unknown key", "bad.py:7: run.timeout: must be a finite number",
                       "bad.py:10: expect.stdout: must be a string (got 3)",
                       'bad.py:12: drift[1].since: must be a language version such as "3.8"',
                       "4 problem(s) in the suite; nothing was run")


def test_expectation_naming_no_case_is_an_error(suite):
    (suite / "expectations").mkdir()
    (suite / "expectations" / "cpython.toml").write_text(
        '["demo/ok"]\nstatus = "skip"\nreason = "kept"\n\n["demo/renamed"]\nstatus = "fail"\nreason = "lost"\n')
    done = cli("run", "--impl", PYTHON, "--suite", str(suite))
    assert_usage_error(done, "cpython.toml:5: 'demo/renamed' names no case of the suite",
                       "1 problem(s) in the expectations; nothing was run")


def test_expectations_prune_removes_entries_naming_no_case(suite):
    (suite / "expectations").mkdir()
    path = suite / "expectations" / "cpython.toml"
    path.write_text('# why these differ\n["demo/ok"]\nstatus = "skip"\nreason = "kept"\n\n'
                    '["demo/renamed"]\nstatus = "fail"\nreason = "lost"\n\n'
                    '[[group]]\nstatus = "fail"\nreason = "shared"\ncases = ["demo/gone", "demo/ok"]\n')
    done = cli("expectations", "--prune", "--suite", str(suite))
    assert done.returncode == 0, done.stderr
    assert "removed demo/renamed" in done.stderr and "removed demo/gone" in done.stderr
    text = path.read_text()
    assert "demo/renamed" not in text and "demo/gone" not in text
    assert "# why these differ" in text and 'cases = ["demo/ok"]' in text
    again = cli("run", "--impl", PYTHON, "--suite", str(suite), "--format", "json")
    assert again.returncode == 0, again.stderr


def test_every_problem_of_an_expectations_file_is_listed(suite):
    (suite / "expectations").mkdir()
    (suite / "expectations" / "cpython.toml").write_text(
        '["demo/ok"]\nstatus = "banana"\nreason = ""\n\n[[group]]\nstatus = "fail"\nreason = "x"\ncases = ["nope"]\n')
    done = cli("run", "--impl", PYTHON, "--suite", str(suite))
    assert_usage_error(done, "cpython.toml:2: demo/ok.status: must be 'fail'",
                       "cpython.toml:3: demo/ok.reason: must not be empty",
                       'cpython.toml:8: group[1].cases[1]: must be a case id such as "area/name"',
                       "3 problem(s) in the expectations")


# -- item 5: outputs checked before the work, written atomically ----------------------------

def marking_impl(tmp_path: Path) -> tuple[Path, Path]:
    """A python wrapper that leaves a marker when started: proof that work began."""
    marker = tmp_path / "started"
    wrapper = tmp_path / "marking-python"
    wrapper.write_text(f'#!/bin/sh\ntouch {marker}\nexec {PYTHON} "$@"\n')
    wrapper.chmod(0o755)
    return wrapper, marker


def test_run_output_in_a_missing_directory_fails_before_the_run(tmp_path, suite):
    wrapper, marker = marking_impl(tmp_path)
    done = cli("run", "--impl", str(wrapper), "--suite", str(suite), "-o", str(tmp_path / "no" / "dir" / "x.json"))
    assert_usage_error(done, f"directory {tmp_path / 'no' / 'dir'} does not exist; nothing was run")
    assert not marker.exists(), "the implementation was started although the output cannot be written"


needs_mounts = pytest.mark.skipif(
    os.geteuid() != 0 or shutil.which("unshare") is None
    or subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode != 0,
    reason="needs root and `unshare -m` for a private tmpfs")


def in_private_mount(directory: Path, options: str, fill: bool, command: list[str]) -> subprocess.CompletedProcess:
    """COMMAND run where DIRECTORY is a tmpfs of its own (OPTIONS); with FILL, cert.txt holds
    "old" and the rest of the space is taken first. The mount lives in a private namespace
    and ends with the command; stderr ends with `exit=N`, the directory's listing and `cert=` its cert.txt."""
    prepare = 'echo old > "$D/cert.txt"; head -c 10000000 /dev/zero > "$D/fill" 2>/dev/null; ' if fill else ""
    script = (f'mount -t tmpfs -o {options} tmpfs "$D" || exit 99; {prepare}'
              '"$@"; echo "exit=$?" >&2; ls -a "$D" >&2; [ -f "$D/cert.txt" ] && echo "cert=$(cat "$D/cert.txt")" >&2')
    return subprocess.run(["unshare", "-m", "sh", "-c", script, "sh", *command], capture_output=True, text=True,
                          env={**os.environ, "D": str(directory)}, timeout=300)


@needs_mounts
def test_run_output_in_a_read_only_directory_fails_before_the_run(tmp_path, suite):
    wrapper, marker = marking_impl(tmp_path)
    target = tmp_path / "ro"
    target.mkdir()
    done = in_private_mount(target, "ro,size=64k", False,
                            [*PYCONFORM, "run", "--impl", str(wrapper), "--suite", str(suite),
                             "-o", str(target / "x.json")])
    assert "exit=2" in done.stderr, done.stderr
    assert "read-only file system" in done.stderr and "nothing was run" in done.stderr, done.stderr
    assert not marker.exists()


@needs_mounts
def test_full_disk_keeps_the_old_output_and_leaves_no_temporary_file(tmp_path, suite):
    target = tmp_path / "full"
    target.mkdir()
    # The old cert.txt is written before the disk is full; a run's JSON then cannot fit.
    script_env = [*PYCONFORM, "run", "--impl", PYTHON, "--suite", str(suite), "--format", "json",
                  "-o", str(target / "cert.txt")]
    done = in_private_mount(target, "size=16k", True, script_env)
    errors = [l for l in done.stderr.splitlines() if l.startswith("pyconform:")]
    assert errors == [f"pyconform: error: {target / 'cert.txt'}: cannot write (no space left on device); "
                      f"{target / 'cert.txt'} was left as it was"], done.stderr
    assert "exit=2" in done.stderr and "Traceback" not in done.stderr
    listing = done.stderr.split("exit=2", 1)[1].split("cert=")[0].split()
    assert sorted(listing) == [".", "..", "cert.txt", "fill"], listing  # no temporary file left
    assert done.stderr.rstrip().endswith("cert=old")  # what was there is kept


def test_pytest_certificate_on_an_unwritable_path_is_one_line(tmp_path):
    case = ROOT / "conformance" / "cases" / "fstring" / "eq_basic.py"
    assert case.is_file()
    done = subprocess.run([sys.executable, "-m", "pytest", str(case), "-p", "no:xdist", "-q", "--impl", PYTHON,
                           "--certificate", str(tmp_path / "missing" / "cert.json")],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 2, done.stdout + done.stderr
    out = [l for l in (done.stdout + done.stderr).splitlines() if l.strip()]
    assert out == [f"Exit: pyconform: error: --certificate {tmp_path / 'missing' / 'cert.json'}: cannot write "
                   f"there: directory {tmp_path / 'missing'} does not exist"], out


def test_fuzz_text_summary_never_points_at_a_json_summary_that_does_not_exist():
    from pyconformance.fuzz.campaign import Tally
    from pyconformance.fuzz.report import render_text

    tally = Tally()
    tally.save_failures.append({"id": "d1", "candidate": "pypy3", "reason": "no space left on device",
                                "kinds": ["stdout"], "unreduced": "", "program": "print(1)"})
    text = render_text(tally, 0, 1.0, False)
    assert "in the JSON summary" not in text
    assert "1 divergence(s) could not be saved" in text and "--format json -o FILE" in text


def wait_for(predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return False


def test_a_second_campaign_on_the_same_out_is_refused_naming_the_holder(tmp_path):
    out = tmp_path / "campaign"
    first = subprocess.Popen([*PYCONFORM, "fuzz", "--reference", PYTHON, "--candidate", PYTHON, "--budget", "120",
                              "--generator", "fstring", "--out", str(out)],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert wait_for(out.is_dir, 60)
        time.sleep(1.0)
        second = cli("fuzz", "--reference", PYTHON, "--candidate", PYTHON, "--programs", "5", "--out", str(out),
                     timeout=120)
        assert second.returncode == 2, second.stderr
        assert f"is in use by another campaign (pid {first.pid})" in second.stderr
        assert "Traceback" not in second.stderr
    finally:
        first.send_signal(signal.SIGTERM)
        first.wait(timeout=60)


# -- item 3 (fuzz): an interrupted campaign keeps its work ----------------------------------

@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_interrupted_campaign_writes_a_partial_summary_and_its_resume_state(tmp_path, signum):
    out, summary = tmp_path / "campaign", tmp_path / "summary.json"
    proc = subprocess.Popen([*PYCONFORM, "fuzz", "--reference", PYTHON, "--candidate", PYTHON, "--budget", "120",
                             "--generator", "fstring", "--out", str(out), "--format", "json", "-o", str(summary)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    # Interrupted once the first block of programs is finished (its state is saved).
    assert wait_for(lambda: (out / "campaign-state.json").is_file(), 90), "no block finished in time"
    proc.send_signal(signum)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signum, err[-2000:]
    doc = json.loads(summary.read_text())
    assert doc["complete"] is False and doc["interrupted"]["signal"] == signal.Signals(signum).name
    assert doc["programs"] >= 500
    state = json.loads((out / "campaign-state.json").read_text())
    assert any(blocks for key, blocks in state.items() if not key.startswith("blocks|"))
    assert f"INTERRUPTED by {signal.Signals(signum).name}" in err
    assert f"resume with the same command (same --out {out}" in err
    assert "Traceback" not in err


# -- item 6: no process outlives a command --------------------------------------------------

def leftovers(token: str) -> list[int]:
    """Live processes whose command line holds TOKEN (zombies are gone for good)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if token in (entry / "cmdline").read_bytes().decode(errors="replace") \
                    and "Z" not in (entry / "stat").read_text().split(")")[-1].split()[0]:
                found.append(int(entry.name))
        except OSError:
            continue
    return found


@pytest.fixture
def token():
    """A unique `sleep` duration, so the test finds its own leftovers only; they are killed after."""
    value = str(random.randrange(10**8, 10**9))
    yield value
    for pid in leftovers(value):
        os.kill(pid, signal.SIGKILL)


def hanging_impl(tmp_path: Path, token: str, answer_probe: bool) -> Path:
    """An implementation whose start-up script starts a child in the background and hangs
    (ANSWER_PROBE: it answers the identity probe first, so the agent's start is what hangs)."""
    script = tmp_path / "hanging-python"
    probe = f'case "$*" in *"import sys, json"*) exec {PYTHON} "$@";; esac\n' if answer_probe else ""
    script.write_text(f"#!/bin/sh\n{probe}sleep {token} &\nwhile true; do sleep 1; done\n")
    script.chmod(0o755)
    return script


FAST = {"PYCONFORM_PROBE_TIMEOUT": "3", "PYCONFORM_START_TIMEOUT": "3"}


def test_run_leaves_nothing_of_an_implementation_that_hangs_at_start_up(tmp_path, suite, token):
    impl = hanging_impl(tmp_path, token, answer_probe=False)
    done = cli("run", "--impl", str(impl), "--suite", str(suite), env=FAST)
    assert done.returncode == 2 and "no answer within 3s" in done.stderr, done.stderr
    assert leftovers(token) == []


def test_run_leaves_nothing_of_an_implementation_whose_agent_hangs(tmp_path, suite, token):
    impl = hanging_impl(tmp_path, token, answer_probe=True)
    done = cli("run", "--impl", str(impl), "--suite", str(suite), env=FAST, timeout=120)
    assert done.returncode == 2 and "did not start the agent" in done.stderr, done.stderr
    assert leftovers(token) == []


def test_fuzz_leaves_nothing_of_a_candidate_whose_agent_hangs(tmp_path, token):
    impl = hanging_impl(tmp_path, token, answer_probe=True)
    done = cli("fuzz", "--reference", PYTHON, "--candidate", str(impl), "--programs", "3", env=FAST, timeout=120)
    assert done.returncode == 2 and "did not start the agent" in done.stderr, done.stderr
    assert leftovers(token) == []


@pytest.mark.parametrize("isolation", ["agent", "process"])
def test_a_program_leaves_nothing_running_behind_it(suite, token, isolation):
    """A guard beside the tests above (the program's own session was killed before too)."""
    body = f"import subprocess\nsubprocess.Popen(['sleep', '{token}'])\nprint('x=1')\n"
    write_case(suite / "cases" / "demo", "ok.py", OK_META, body)
    done = cli("run", "--impl", PYTHON, "--suite", str(suite), "--isolation", isolation)
    assert done.returncode == 0, done.stdout + done.stderr
    assert leftovers(token) == []


# -- item 7: numeric options are finite and in range ----------------------------------------

@pytest.mark.parametrize("budget", ["nan", "inf"])
def test_fuzz_budget_must_be_finite(budget):
    done = cli("fuzz", "--reference", PYTHON, "--candidate", PYTHON, "--budget", budget, timeout=30)
    assert done.returncode == 2, done.stderr
    assert "Invalid value for '--budget'" in done.stderr


@pytest.mark.parametrize("option", [("--budget", "-1"), ("--budget", "0"), ("--programs", "0"), ("--jobs", "0"),
                                    ("--batch", "0"), ("--seed", "-1"), ("--programs", str(10**12))])
def test_fuzz_numeric_options_out_of_range_are_usage_errors(option):
    """A guard beside the test above (most of these were refused before too)."""
    done = cli("fuzz", "--reference", PYTHON, "--candidate", PYTHON, *option, timeout=30)
    assert done.returncode == 2, done.stderr
    assert f"Invalid value for '{option[0]}'" in done.stderr


def test_a_full_cache_disk_does_not_crash_a_node_engine(tmp_path, monkeypatch):
    """Closing a node engine merges its translations into the cache; a disk that is full
    then (injected: ENOSPC on the rename) costs the cache, not a traceback."""
    import errno

    from pyconformance.adapters.node_runtime import keep_engine_cache

    added, cache = tmp_path / "engine-cache.json", tmp_path / "cache" / "engine-cache-brython.json"
    cache.parent.mkdir()
    cache.write_text('{"old": "kept"}')
    added.write_text('["re", "translated"]\n')

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    keep_engine_cache(added, cache)
    assert json.loads(cache.read_text()) == {"old": "kept"}
    assert sorted(p.name for p in cache.parent.iterdir()) == [".engine-cache.lock", cache.name]  # no temporary file


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_interrupted_replay_reports_what_finished_and_exits_130_or_143(tmp_path, signum):
    wrapper, marker = marking_impl(tmp_path)
    meta = OK_META.replace("[expect]", "[run]\ntimeout = 30\n[expect]")
    for n in range(4):
        write_case(tmp_path / "cases", f"slow{n}.py", meta, "import time\ntime.sleep(4)\nprint('x=1')\n")
    proc = subprocess.Popen([*PYCONFORM, "replay", str(tmp_path / "cases"), "--impl", str(wrapper),
                             "--format", "json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert wait_for(marker.exists, 60)
    time.sleep(6)  # the first case finishes after about 4 s; the whole replay would take 16 s
    proc.send_signal(signum)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signum, err
    doc = json.loads(out)
    assert doc["complete"] is False and doc["interrupted"]["signal"] == signal.Signals(signum).name
    assert doc["interrupted"]["of"] == 4 and 1 <= doc["interrupted"]["replayed"] == len(doc["results"]) < 4
    assert all(r["status"] == "pass" for r in doc["results"]) and "Traceback" not in err


@pytest.mark.parametrize("command", ["fuzz", "replay", "reduce", "upstream"])
def test_other_outputs_in_a_missing_directory_fail_before_the_work(tmp_path, suite, command):
    wrapper, marker = marking_impl(tmp_path)
    target = str(tmp_path / "no" / "dir" / "x.txt")
    program = tmp_path / "p.py"
    program.write_text("print(1)\n")
    args = {"fuzz": ["fuzz", "--reference", str(wrapper), "--candidate", PYTHON, "--programs", "5", "-o", target],
            "replay": ["replay", str(suite / "cases"), "--impl", str(wrapper), "-o", target],
            "reduce": ["reduce", str(program), "--reference", str(wrapper), "--candidate", PYTHON, "-o", target],
            "upstream": ["upstream", "--impl", str(wrapper), "--module", "test_grammar", "-o", target]}
    done = cli(*args[command], timeout=120)
    assert done.returncode == 2, done.stderr
    assert f"directory {tmp_path / 'no' / 'dir'} does not exist" in done.stderr and "Traceback" not in done.stderr
    assert not marker.exists(), "the implementation was started although the output cannot be written"


# -- a reader that stops early (`pyconform rules | head`) -------------------------------------

PYPY_CERT = ROOT / "conformance" / "results" / "pypy.json"


def cli_into_closed_pipe(*args, stderr_too=False, cwd=None):
    """ARGS run with stdout (and with STDERR_TOO stderr) a pipe whose reader is already gone:
    what `| head` does to a command whose output outlasts head's ten lines."""
    reader, writer = os.pipe()
    os.close(reader)
    try:
        return subprocess.run([*PYCONFORM, *args], stdout=writer, stderr=writer if stderr_too else subprocess.PIPE,
                              text=True, cwd=cwd, timeout=300)
    finally:
        os.close(writer)


@pytest.mark.parametrize("args", [["rules"], ["schema"], ["--help"], ["report", "--format", "text", str(PYPY_CERT)],
                                  ["diff", str(PYPY_CERT), str(PYPY_CERT)]], ids=" ".join)
def test_a_closed_stdout_is_one_line_and_exit_2_not_a_silent_verdict(args):
    done = cli_into_closed_pipe(*args, cwd=ROOT)
    # exit 1 would read as "unexpected results" (the verdict of rules/diff/run), 0 as a full output
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert done.stderr.splitlines() == ["pyconform: error: the output was cut short: stdout was closed before "
                                        "all of it was written (a reader such as `head` stopped early)"], done.stderr


def test_expectations_update_writes_its_file_although_its_report_cannot_be_read(tmp_path):
    """`pyconform expectations update ... 2>&1 | head -1`: the file is written before the report."""
    expectations = tmp_path / "suite" / "expectations"
    shutil.copytree(ROOT / "conformance" / "expectations", expectations)
    target = expectations / "pypy.toml"
    entry = '["interpreter/pep594_nis"]\nstatus = "fail"\ntriage = "by-design"\nreason = "PyPy ships without the nis module"\n\n'
    assert entry in target.read_text()
    target.write_text(target.read_text().replace(entry, ""))  # a difference the certificate shows, not listed
    done = cli_into_closed_pipe("expectations", "update", "--from", str(PYPY_CERT), "--suite", str(tmp_path / "suite"),
                                stderr_too=True)
    assert done.returncode == 2
    written = target.read_text()
    assert '["interpreter/pep594_nis"]\nstatus = "fail"\nreason = "untriaged"' in written, written[-400:]


# -- a corrupt corpus entry: skipped with one line naming the file and the field ---------------

ENTRY = ROOT / "corpus" / "fuzz-pypy" / "api-datetime-datetime-75bf3ff2.py"
CORRUPTIONS = {  # what a hand edit or a bad merge leaves in a finding's provenance
    "kinds": ('# kinds = ["stdout"]', "# kinds = 5", "provenance.kinds"),
    "stdout": ("# candidate_outcome = {phase = \"ok\", stdout = \"<class 'ValueError'>\\n\"}",
               '# candidate_outcome = {phase = "ok", stdout = 3}', "provenance.candidate_outcome.stdout"),
    "candidate": ("# candidate = {spec", '# candidate = "pypy3"\n# was = {spec', "provenance.candidate"),
}


def corrupt_entry(directory: Path, which: str) -> tuple[Path, str]:
    good, bad, field = CORRUPTIONS[which]
    text = ENTRY.read_text(encoding="utf-8")
    assert good in text
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / ENTRY.name
    path.write_text(text.replace(good, bad, 1), encoding="utf-8")
    return path, field


def assert_skipped_with_one_line(done, path: Path, field: str, status: int = 0):
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.returncode == status, (done.returncode, done.stderr[-1000:])
    lines = [line for line in (done.stdout + done.stderr).splitlines() if str(path) in line]
    assert len(lines) == 1 and field in lines[0] and "skipped" in lines[0], lines


@pytest.mark.parametrize("which", CORRUPTIONS)
def test_bugreport_skips_a_corrupt_corpus_entry_naming_its_field(tmp_path, which):
    path, field = corrupt_entry(tmp_path / "corpus", which)
    done = cli("bugreport", str(path.parent), "-o", str(tmp_path / "reports"), "--no-measure")
    assert_skipped_with_one_line(done, path, field)
    assert "no report to write" in done.stderr


@pytest.mark.parametrize("which", CORRUPTIONS)
def test_a_campaign_into_a_corpus_with_a_corrupt_entry_records_it_and_runs(tmp_path, which):
    path, field = corrupt_entry(tmp_path / "out", which)
    done = cli("fuzz", "--reference", PYTHON, "--candidate", PYTHON, "--programs", "5", "--seed", "1", "--jobs", "1",
               "--out", str(path.parent), timeout=300)
    assert_skipped_with_one_line(done, path, field)  # in the summary's warnings
    assert "5 programs" in done.stdout


def test_replay_with_a_corrupt_known_corpus_entry_says_so_and_replays(tmp_path):
    path, field = corrupt_entry(tmp_path / "known", "kinds")
    program = tmp_path / "p.py"
    program.write_text("print(1)\n")
    done = cli("replay", str(program), "--impl", PYTHON, "--reference", PYTHON, "--drift-reference", "off",
               "--known-corpus", str(path.parent))
    assert_skipped_with_one_line(done, path, field)
    assert "1 replayed: 1 pass" in done.stdout


def test_expectations_update_file_in_a_missing_directory_fails_before_the_work(tmp_path):
    target = tmp_path / "no" / "dir" / "own.toml"
    done = cli("expectations", "update", "--from", str(PYPY_CERT), "--file", str(target))
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert f"directory {tmp_path / 'no' / 'dir'} does not exist" in done.stderr
    assert "kept" not in done.stderr  # nothing was compared: the check comes first


def test_expectations_update_file_is_written_even_when_the_shipped_files_say_it_all(tmp_path):
    """The shipped pypy.toml already lists every difference of pypy.json: your file holds
    nothing yet, but it exists afterwards, so `run --expectations FILE` can be given it."""
    shutil.copytree(ROOT / "conformance" / "expectations", tmp_path / "suite" / "expectations")
    suite_args = ("--from", str(PYPY_CERT), "--suite", str(tmp_path / "suite"))
    assert cli("expectations", "update", *suite_args).returncode == 0  # the shipped file now says it all
    own = tmp_path / "own.toml"
    done = cli("expectations", "update", *suite_args, "--file", str(own))
    assert done.returncode == 0, done.stderr
    assert f"{own}: 0 kept, 0 added" in done.stderr
    assert own.is_file() and own.read_text().startswith("# Known differences of pypy")


def test_bugreport_with_a_malformed_case_in_its_suite_is_a_usage_error(tmp_path, suite):
    (suite / "cases" / "demo" / "broken.py").write_text('# /// pyconform\n# rules = ["demo.rule"\n# ///\nprint(1)\n')
    done = cli("bugreport", str(PYPY_CERT), "--suite", str(suite), "-o", str(tmp_path / "reports"), "--no-measure")
    assert_usage_error(done, "demo/broken.py:2: bad TOML", "1 problem(s) in the suite; no report was written")
    assert not (tmp_path / "reports").exists() or not any((tmp_path / "reports").iterdir())


def test_bugreport_says_which_failing_cases_the_suite_lacks_instead_of_no_failing_case(tmp_path, suite):
    done = cli("bugreport", str(PYPY_CERT), "--suite", str(suite), "-o", str(tmp_path / "reports"), "--no-measure")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    failing = [c["id"] for c in json.loads(PYPY_CERT.read_text())["cases"] if c["status"] in ("fail", "error", "xfail")]
    assert failing, "the PyPy certificate has failing cases to report"
    assert f"{len(failing)} failing case(s) are not in the suite {suite}" in done.stderr
    assert "no failing case" not in done.stderr


@pytest.mark.parametrize("command", ["replay", "replay-reference", "fuzz-reference", "fuzz-candidate", "reduce",
                                     "upstream", "run-kind"])
def test_an_unknown_implementation_is_one_line_and_exit_2_in_every_command(tmp_path, command):
    program = tmp_path / "p.py"
    program.write_text("print(1)\n")
    nowhere = "no-such-python-anywhere"
    args = {"replay": ["replay", str(program), "--impl", nowhere, "--reference", PYTHON],
            "replay-reference": ["replay", str(program), "--impl", PYTHON, "--reference", nowhere],
            "fuzz-reference": ["fuzz", "--reference", nowhere, "--candidate", PYTHON, "--programs", "3"],
            "fuzz-candidate": ["fuzz", "--reference", PYTHON, "--candidate", nowhere, "--programs", "3"],
            "reduce": ["reduce", str(program), "--reference", nowhere, "--candidate", PYTHON],
            "upstream": ["upstream", "--impl", nowhere],
            "run-kind": ["run", "--impl", f"nokind:{nowhere}", "-k", "eq_basic"]}[command]
    done = cli(*args, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-1500:]
    errors = [line for line in done.stderr.splitlines() if line.startswith("pyconform: error:")]
    assert len(errors) == 1 and nowhere in errors[0], done.stderr


@pytest.mark.parametrize("name, text, said", [
    ("causes.json", '{"75bf3ff2cc1f": {"occurrences": "many", "seeds": 5}}', "cause 75bf3ff2cc1f: invalid literal"),
    ("causes.json", "[1, 2]", "not a JSON object"),
    ("campaign-state.json", "[3]", "not the state a campaign writes; nothing resumed"),
    ("campaign-state.json", '{"1|fstring": [0, 1', "not readable JSON"),
], ids=["causes-values", "causes-list", "state-list", "state-cut"])
def test_a_campaign_over_corrupt_bookkeeping_in_its_out_says_so_and_runs(tmp_path, name, text, said):
    """causes.json and the resume state are the campaign's own files, but a disk, a merge or
    a hand can spoil them: the summary's warnings say what was not carried on, no traceback."""
    out = tmp_path / "out"
    out.mkdir()
    shutil.copy(ENTRY, out)  # its cause is 75bf3ff2cc1f: causes.json's counts for it are read
    (out / name).write_text(text)
    done = cli("fuzz", "--reference", PYTHON, "--candidate", PYTHON, "--programs", "3", "--seed", "1", "--jobs", "1",
               "--out", str(out), timeout=300)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert any(str(out / name) in line and said in line for line in done.stdout.splitlines()), done.stdout


def test_reduce_of_a_file_that_is_not_utf8_is_one_line_before_any_run(tmp_path):
    wrapper, marker = marking_impl(tmp_path)
    program = tmp_path / "latin1.py"
    program.write_bytes("print('caf\u00e9')\n".encode("latin-1"))
    done = cli("reduce", str(program), "--reference", str(wrapper), "--candidate", PYTHON)
    assert_usage_error(done, f"{program}: cannot read it as UTF-8 text")
    assert not marker.exists()


@pytest.mark.parametrize("name", ["rules.toml", "features.toml"])
def test_a_catalogue_file_that_is_not_utf8_is_a_usage_error(suite, name):
    (suite / name).write_bytes(b"\xff\xfe[[rule]]\n")
    done = cli("run", "--impl", PYTHON, "--suite", str(suite))
    assert_usage_error(done, f"{name}:1: cannot read: 'utf-8' codec can't decode byte 0xff", "nothing was run")


@pytest.mark.parametrize("command", ["rules", "report"])
def test_a_page_to_refresh_that_does_not_exist_is_said_in_words(tmp_path, command):
    page = tmp_path / "no" / "page.md"
    args = {"rules": ["rules", "--readme", str(page)],
            "report": ["report", "--format", "table", str(PYPY_CERT), "--into", str(page)]}[command]
    done = cli(*args)
    assert_usage_error(done, f"pyconform: error: {page}: cannot read (no such file or directory); nothing was written")


def test_replay_of_a_directory_without_programs_is_a_usage_error_not_a_pass(tmp_path):
    (tmp_path / "empty").mkdir()
    done = cli("replay", str(tmp_path / "empty"), "--impl", PYTHON)
    assert_usage_error(done, f"no .py file in {tmp_path / 'empty'}: nothing to replay")


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_a_campaign_whose_stdout_is_closed_keeps_its_summary_on_stderr(fmt):
    """`pyconform fuzz ... | head`: the summary is what a campaign is for; it goes to stderr."""
    done = cli_into_closed_pipe("fuzz", "--reference", PYTHON, "--candidate", PYTHON, "--programs", "3", "--seed", "1",
                                "--jobs", "1", "--format", fmt)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    assert "3 programs in" in done.stderr, done.stderr  # the text summary's first line
    assert done.stderr.rstrip().endswith("stdout was closed before all of it was written (a reader such as "
                                         "`head` stopped early)")
