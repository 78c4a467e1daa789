"""The CI recipe: the reusable workflow .github/workflows/certify.yml, the jobs docs/ci.md tells
implementers to paste, and the workflow's own shell steps run here on a real interpreter."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from pyconformance.certificate import Certificate, load_certificate
from tests.conftest import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "certify.yml"
CPYTHON38 = Path("/root/.pyenv/versions/3.8.18/bin/python3.8")


def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text())


def inputs() -> dict:
    doc = workflow()
    return doc[True]["workflow_call"]["inputs"]  # YAML 1.1 reads the key `on` as True


def callers() -> list[tuple[str, dict]]:
    """Every job that calls certify.yml: the docs page's copy-paste jobs and pyconform's own."""
    found = []
    for n, block in enumerate(re.findall(r"```yaml\n(.*?)```", (ROOT / "docs" / "ci.md").read_text(), re.S)):
        for name, job in yaml.safe_load(block)["jobs"].items():
            found.append((f"docs/ci.md block {n + 1} job {name}", job))
    for path in (ROOT / ".github" / "workflows").glob("*.yml"):
        for name, job in (yaml.safe_load(path.read_text()).get("jobs") or {}).items():
            if str(job.get("uses", "")).endswith("certify.yml"):
                found.append((f"{path.name} job {name}", job))
    return found


def test_the_workflow_is_reusable_with_implementation_and_baseline_inputs():
    declared = inputs()
    assert declared["implementation"]["required"] is True and "baseline" in declared
    assert "verdict" in workflow()[True]["workflow_call"]["outputs"]


def test_every_documented_job_passes_only_declared_inputs():
    declared = inputs()
    required = {k for k, v in declared.items() if v.get("required")}
    jobs = callers()
    assert len(jobs) >= 4  # three on the docs page, one of pyconform's own
    for where, job in jobs:
        given = set(job.get("with") or {})
        assert given <= set(declared), f"{where}: unknown input(s) {given - set(declared)}"
        assert required <= given, f"{where}: missing {required - given}"
        assert str(job["uses"]).endswith("/.github/workflows/certify.yml@REF") or job["uses"] == "./.github/workflows/certify.yml"


def step(name: str) -> str:
    return next(s["run"] for s in workflow()["jobs"]["certify"]["steps"] if s.get("name") == name)


def run_step(name: str, env: dict, work: Path) -> dict:
    """Run one step's shell as Actions would (bash -e), return what it wrote to $GITHUB_OUTPUT."""
    output = work / f"output-{len(list(work.glob('output-*')))}"
    output.write_text("")
    bin_dir = str(Path(sys.executable).parent)  # where this environment's `pyconform` is
    full = {**os.environ, **env, "GITHUB_OUTPUT": str(output), "GITHUB_STEP_SUMMARY": str(work / "summary.md"),
            "PATH": bin_dir + os.pathsep + os.environ["PATH"]}
    done = subprocess.run(["bash", "-e", "-c", step(name)], cwd=work, env=full, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, f"step {name!r}: {done.stderr[-2000:]}"
    return dict(line.split("=", 1) for line in output.read_text().splitlines() if "=" in line)


def job_env(work: Path, implementation: str, baseline: str = "") -> dict:
    return {"OUT": str(work / "pyconform-out"), "IMPLEMENTATION": implementation, "BASELINE": baseline,
            "EXPECTATIONS": "", "UNEXPECTED_PASS": "fail", "JOBS": "2"}


@pytest.mark.skipif(not CPYTHON38.is_file(), reason="needs a real CPython 3.8 (pyenv 3.8.18)")
def test_the_workflow_steps_certify_diff_report_and_write_the_verdict(tmp_path):
    baseline = ROOT / "conformance" / "results" / "cpython-3.8.json"
    env = job_env(tmp_path, str(CPYTHON38), str(baseline))
    ran = run_step("Certify", env, tmp_path)
    assert ran["status"] == "0"
    diffed = run_step("Compare with the baseline", env, tmp_path)
    assert diffed["status"] == "0"
    run_step("Bug reports (only those triaged \"bug\")", env, tmp_path)
    verdict = run_step("Verdict", {**env, "RUN_STATUS": ran["status"], "DIFF_STATUS": diffed["status"]}, tmp_path)
    assert verdict["verdict"] == "conforms"
    summary = (tmp_path / "summary.md").read_text()
    assert summary.startswith(f"## pyconform: {CPYTHON38}: conforms") and "CONFORMS" in summary
    assert "### Against" in summary and "### Bug reports" in summary

    # A certificate that lost a case the baseline passed: the diff step and the verdict say so.
    cert = tmp_path / "pyconform-out" / "certificate.json"
    doc = load_certificate(cert)
    lost = doc.cases[0].model_copy(update={"status": "fail", "kind": "fail"})
    cert.write_text(Certificate.build(doc.implementation, [lost, *doc.cases[1:]], doc.summary.seconds, doc.made,
                                      doc.provenance, doc.scope, doc.interrupted).to_json())
    worse = run_step("Compare with the baseline", env, tmp_path)
    assert worse["status"] == "1"
    verdict = run_step("Verdict", {**env, "RUN_STATUS": "0", "DIFF_STATUS": worse["status"]}, tmp_path)
    assert verdict["verdict"] == "regressions"


def test_the_verdict_without_a_baseline_follows_the_run(tmp_path):
    (tmp_path / "pyconform-out").mkdir()
    env = job_env(tmp_path, "pypy3")
    for status, expected in (("0", "conforms"), ("1", "does-not-conform"), ("2", "error")):
        verdict = run_step("Verdict", {**env, "RUN_STATUS": status, "DIFF_STATUS": ""}, tmp_path)
        assert verdict["verdict"] == expected
