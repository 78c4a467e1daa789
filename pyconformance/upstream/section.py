"""The upstream section of a certificate: the declared modules run on a candidate (in
parallel, one confined process each), failures re-run on the drift reference, each test judged."""
from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from typing import Callable, Optional

from pyconformance.drift.measured import DriftReference, needs_measure, version_text
from pyconformance.expectations.known import Known
from pyconformance.implementation import Implementation
from pyconformance.upstream.catalogue import Catalogue, UpstreamModule
from pyconformance.upstream.classify import judge
from pyconformance.upstream.execute import STOPPED, kill_running, run_module
from pyconformance.upstream.locate import REFERENCE_VERSION, TestsSource
from pyconformance.upstream.model import FAILED, MODULE_ID, ModuleRun, TestRecord, UpstreamSection

BACKPORT_PREFIX = "backport-"


def modules_for(impl: Implementation, catalogue: Catalogue) -> tuple[tuple[UpstreamModule, ...], str]:
    """The modules IMPL claims, and why none when it claims none."""
    name = impl.info.name
    if name.startswith(BACKPORT_PREFIX):  # a library backport claims the modules it backports
        package = name[len(BACKPORT_PREFIX):]
        claimed = catalogue.for_backport(package)
        why = "" if claimed else f"{catalogue.path.name} declares no module that backport {package} claims"
        return claimed, why
    return catalogue.modules, ""


def belongs(test_id: str, module: str) -> bool:
    """Whether TEST_ID is one of MODULE's tests (a module's doctests are named after it)."""
    return test_id == module or test_id.startswith((module + ".", module + ":"))


def cannot_run(impl: Implementation) -> str:
    """Why IMPL cannot run the reference's tests ("" when it can)."""
    if impl.python_command() is None:
        return (f"{impl.info.spec} is not a python that runs unittest from a script "
                f"(kind {impl.info.name}): the reference's own tests are not run on it")
    return ""


def upstream_section(impl: Implementation, catalogue: Catalogue, source: Optional[TestsSource], no_source: str,
                     known: dict[str, Known], drift: Optional[DriftReference], jobs: int = 2,
                     only: tuple[str, ...] = (),
                     on_module: Callable[[ModuleRun], None] = lambda run: None) -> UpstreamSection:
    """Run and judge; a section with `not_run` when there is nothing to run it with."""
    info = impl.info
    section = UpstreamSection(implementation=info.to_dict(), tests_from=source.to_dict() if source else None)
    why = no_source or cannot_run(impl)
    modules, none_claimed = modules_for(impl, catalogue)
    if only:
        modules = tuple(m for m in modules if m.name in only)
    why = why or none_claimed or ("" if modules else "no module selected")
    if why:
        section.not_run = why
        return section
    assert source is not None
    measuring = drift if drift and needs_measure(REFERENCE_VERSION, info.language_version) else None
    if measuring:
        section.drift_reference = measuring.to_dict()
    command = impl.python_command()
    started = time.monotonic()
    STOPPED.clear()

    def one(module: UpstreamModule) -> tuple[UpstreamModule, ModuleRun, dict[str, TestRecord]]:
        skip = {k for k, v in known.items() if v.status == "skip" and belongs(k, module.name)}
        skip |= {k for k in catalogue.not_run if belongs(k, module.name)}
        if f"{module.name}.{MODULE_ID}" in skip:
            record = TestRecord(f"{module.name}.{MODULE_ID}", module.name, "skip",
                                message=f"not run: {known[f'{module.name}.{MODULE_ID}'].reason}")
            return module, ModuleRun(module.name, "skip", 0.0, (record,)), {}
        run = run_module(command, source.path, module.name, module.timeout, skip)
        drifted: dict[str, TestRecord] = {}
        if measuring and any(t.outcome in FAILED for t in run.tests):
            again = run_module([measuring.spec], source.path, module.name, module.timeout, skip)
            drifted = {t.id: t for t in again.tests if t.outcome in FAILED}
        return module, run, drifted

    drift_name = f"CPython {version_text(measuring.version)}" if measuring else ""
    pool = ThreadPoolExecutor(max_workers=max(1, jobs))
    try:
        futures = [pool.submit(one, m) for m in modules]
        for future in as_completed(futures):
            module, run, drifted = future.result()
            section.modules.append((run, module.features))
            for record in run.tests:
                section.tests.append(judge(record, module.features, known.get(record.id), drifted, drift_name))
            on_module(run)
    except KeyboardInterrupt:  # keep what finished, marked partial; no module process outlives the run
        section.interrupted = True
        for future in futures:
            future.cancel()
        kill_running()
    finally:
        pool.shutdown(wait=not section.interrupted)
        section.seconds = time.monotonic() - started
    return section
