"""Run cases on an implementation and judge them."""
from __future__ import annotations

import queue
import threading
import time
from typing import Callable, Iterable, Optional

from pyconform.cases import Case
from pyconform.expectations import Known
from pyconform.implementation import Implementation, ImplementationInfo
from pyconform.judge import mismatches
from pyconform.results import CaseResult, RunResults

OpenImpl = Callable[[], Implementation]


def version_text(v) -> str:
    return ".".join(map(str, v)) if v else "any"


def evaluate(case: Case, info: ImplementationInfo, impl: Optional[Implementation],
             known: Optional[Known] = None) -> CaseResult:
    """Run one case (unless it does not apply) and judge it. Never raises for program behaviour."""
    version = info.language_version
    expect, drift = case.expectation_for(version)
    expected = expect.to_dict()
    if not case.applies_to(version):
        span = f"{version_text(case.min_version)}..{version_text(case.max_version)}"
        return CaseResult(case, "skip", expected, None,
                          f"applies to Python {span} only; {info.name} speaks {version_text(version)}")
    if known and known.status == "skip":
        return CaseResult(case, "skip", expected, None, f"known: {known.reason}")
    outcome = impl.run(case.program())
    problems = mismatches(expect, outcome)
    status = "error" if outcome.harness_error else ("fail" if problems else "pass")
    notes = list(problems)
    if drift:
        notes.append(f"judged by declared drift since {version_text(drift.since)}: {drift.reason}")
    if known:
        status = "xpass" if status == "pass" else "xfail"
        notes.insert(0, f"known difference: {known.reason}")
    return CaseResult(case, status, expected, outcome, "\n".join(notes))


def run_cases(open_impl: OpenImpl, cases: Iterable[Case], known: dict[str, Known], jobs: int = 1,
              on_result: Callable[[CaseResult], None] = lambda r: None,
              first: Optional[Implementation] = None) -> RunResults:
    """Run CASES on JOBS implementation instances (each with its own agent) in threads."""
    first = first or open_impl()
    results = RunResults(first.info)
    todo: "queue.Queue[Case]" = queue.Queue()
    # Slow cases (fresh processes) first, so workers finish together.
    for case in sorted(cases, key=lambda c: (not c.program().needs_fresh_process, c.id)):
        todo.put(case)
    lock = threading.Lock()
    failures: list[BaseException] = []
    stop = threading.Event()

    def work(impl: Optional[Implementation]) -> None:
        try:
            impl = impl or open_impl()
            while not stop.is_set():
                try:
                    case = todo.get_nowait()
                except queue.Empty:
                    return
                result = evaluate(case, results.implementation, impl, known.get(case.id))
                with lock:
                    if stop.is_set():
                        return  # interrupted mid-case: its outcome is not trustworthy
                    results.results.append(result)
                    on_result(result)
        except BaseException as exc:  # surfaced after the pool stops
            failures.append(exc)
        finally:
            if impl is not None:
                impl.close()

    started = time.monotonic()
    threads = [threading.Thread(target=work, args=(first if n == 0 else None,), daemon=True)
               for n in range(max(1, jobs))]
    for thread in threads:
        thread.start()
    try:
        for thread in threads:
            while thread.is_alive():
                thread.join(0.1)  # short joins keep Ctrl-C deliverable
    except KeyboardInterrupt:
        stop.set()
        with lock:
            results.interrupted = True
    results.seconds = time.monotonic() - started
    if failures:
        raise failures[0]
    return results
