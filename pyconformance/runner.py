"""Run cases on an implementation and judge them."""
from __future__ import annotations

import queue
import threading
import time
from dataclasses import replace
from types import MappingProxyType
from typing import Callable, Iterable, Mapping, Optional

from pyconformance.cases import Case
from pyconformance.expectations.known import Known
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.interrupt import ignore_stop_signals, signal_name, stop_signals
from pyconformance.judge import mismatches
from pyconformance.failures import outcome_kind
from pyconformance.outcome import Outcome
from pyconformance.process_runner import kill_running
from pyconformance.results import CaseResult, RunResults
from pyconformance.scope import STATUS as OUT_OF_SCOPE, Scope, out_of_scope_reason
from pyconformance.screening import first_pass

OpenImpl = Callable[[], Implementation]
SCREEN_BATCH = 512  # at most this many cases per forked child under --isolation batch
# A known difference of kind "timeout" is confirmed with this budget, not the case's full
# timeout: a case that hangs would otherwise hold a job for its whole timeout on every run.
KNOWN_TIMEOUT_BUDGET = 3.0


def version_text(v) -> str:
    return ".".join(map(str, v)) if v else "any"


def evaluate(case: Case, info: ImplementationInfo, impl: Optional[Implementation],
             known: Optional[Known] = None, screened: Optional[Outcome] = None,
             scope: Optional[Scope] = None) -> CaseResult:
    """Run one case (unless it does not apply) and judge it. Never raises for program behaviour.

    SCREENED: an outcome from a batch (pyconformance/screening.py). It is trusted only for a
    plain pass; anything else is decided by running the case in its own fork.
    SCOPE: what a backport claims; a case outside it still runs, and is reported out of scope.
    """
    version = info.language_version
    expect, drift = case.expectation_for(version)
    expected = expect.to_dict()
    if not case.applies_to(version):
        span = f"{version_text(case.min_version)}..{version_text(case.max_version)}"
        return CaseResult(case, "skip", expected, None,
                          f"applies to Python {span} only; {info.name} speaks {version_text(version)}")
    if known and known.status == "skip":
        return CaseResult(case, "skip", expected, None, f"known: {known.reason}", known, drift)
    trusted = screened is not None and not known and not screened.harness_error and not mismatches(expect, screened)
    program = case.program()
    budgeted = bool(known and known.status == "timeout" and program.timeout > KNOWN_TIMEOUT_BUDGET)
    if budgeted:
        program = replace(program, timeout=KNOWN_TIMEOUT_BUDGET)
    outcome = screened if trusted else impl.run(program)
    problems = mismatches(expect, outcome)
    status = "error" if outcome.harness_error else ("fail" if problems else "pass")
    notes = list(problems)
    if budgeted and outcome.timed_out:
        notes.append(f"known to hang: stopped after {KNOWN_TIMEOUT_BUDGET:g} s, not the case's {case.program().timeout:g} s")
    if drift:
        notes.append(f"judged by declared drift since {version_text(drift.since)}: {drift.reason}")
    excluded = scope and out_of_scope_reason(scope, case, outcome, status == "fail", info.name,
                                             getattr(info, "runs_on", "") or info.name)
    if known and known.status == OUT_OF_SCOPE:
        excluded = excluded or f"out of scope: {known.reason}"
    if excluded:
        verdict = "it passes" if status == "pass" else "; ".join(notes).splitlines()[0]
        return CaseResult(case, OUT_OF_SCOPE, expected, outcome, f"{excluded} (here {verdict})", drift=drift)
    if known:
        kind = outcome_kind(outcome.to_dict())
        if status == "pass":
            status = "xpass"
        elif kind == known.status:
            status = "xfail"
        else:  # a known fail that now crashes or times out is news
            notes.insert(0, f"known difference of kind {known.status!r}, but this run shows {kind!r}")
        notes.insert(0, f"known difference: {known.reason}")
    return CaseResult(case, status, expected, outcome, "\n".join(notes), known, drift)


def will_run(case: Case, info: ImplementationInfo, known: dict[str, Known]) -> bool:
    """Whether `evaluate` runs CASE at all (it skips cases for other versions and known skips)."""
    entry = known.get(case.id)
    return case.applies_to(info.language_version) and not (entry and entry.status == "skip")


def screenable(case: Case, info: ImplementationInfo, known: dict[str, Known]) -> bool:
    return (not case.program().needs_fresh_process and case.applies_to(info.language_version)
            and case.id not in known)


def work_units(cases: list[Case], info: ImplementationInfo, known: dict[str, Known],
               screen: bool, jobs: int = 1, durations: Mapping[str, float] = MappingProxyType({}),
               unsettled: frozenset[str] = frozenset()) -> list[list[Case]]:
    """The units the jobs take from one queue, longest first so that the jobs finish together:
    known hangs, then (when screening) the batches, then one case per unit, the slowest of the
    last run (DURATIONS, pyconformance/durations.py) first and the cases it lacks before them.
    UNSETTLED: cases a batch could not settle last time; they get their own fork at once.

    Batches are dealt round-robin, as many as the jobs (or more, of at most SCREEN_BATCH
    cases): slow cases sit together in id order (interpreter/, library/), and dealing them
    out keeps one job from drawing all of them. Fewer batches also mean fewer children
    importing the same library modules again."""
    ordered = sorted(cases, key=lambda c: (not c.program().needs_fresh_process, c.id))
    ordered.sort(key=lambda c: -durations.get(c.id, float("inf")))  # stable: id order among equals
    # Known hangs first: each holds its job for a while, best overlapped with the rest.
    ordered.sort(key=lambda c: getattr(known.get(c.id), "status", "") != "timeout")
    if not screen:
        return [[c] for c in ordered]
    single = [[c] for c in ordered if c.id in unsettled or not screenable(c, info, known)]
    batchable = [c for c in ordered if c.id not in unsettled and screenable(c, info, known)]
    hangs = [u for u in single if getattr(known.get(u[0].id), "status", "") == "timeout"]
    rest = [u for u in single if getattr(known.get(u[0].id), "status", "") != "timeout"]
    jobs = max(1, jobs)
    rounds = -(-len(batchable) // (SCREEN_BATCH * jobs))  # batches per job, for the size cap
    count = rounds * jobs
    batches = [batchable[n::count] for n in range(count)]
    return hangs + [b for b in batches if b] + rest


def run_cases(open_impl: OpenImpl, cases: Iterable[Case], known: dict[str, Known], jobs: int = 1,
              on_result: Callable[[CaseResult], None] = lambda r: None,
              first: Optional[Implementation] = None, screen: bool = False,
              scope: Optional[Scope] = None, durations: Mapping[str, float] = MappingProxyType({}),
              meanwhile: Optional[Callable[[], None]] = None, unsettled: frozenset[str] = frozenset()) -> RunResults:
    """Run CASES on JOBS implementation instances (each with its own agent) in threads.

    SCREEN (`--isolation batch`): cases the agent can host run in batches, one forked
    child per batch; every case that does not pass there is run again in its own fork.
    DURATIONS: seconds per case id of an earlier run, to start the slowest single cases first;
    UNSETTLED: the cases its batches could not settle (work_units). The results say which
    cases this run's batches could not settle (RunResults.unsettled).
    SIGINT or SIGTERM (in the main thread) stops the run: the programs running are killed,
    their cases dropped, and the results hold the finished cases and say what stopped them.
    MEANWHILE: the front end's own work, done while the programs run instead of before or
    after them (importing the certificate model, hashing the suite). It is a head start
    only: its caller does the same work again afterwards, from what MEANWHILE cached, so a
    MEANWHILE that fails changes nothing (the second call says why).
    """
    cases = list(cases)
    first = first or open_impl()
    results = RunResults(first.info, scope=scope)
    started = time.monotonic()  # a compiled kind's builds (prepare) are part of the run's time
    lock = threading.Lock()
    failures: list[BaseException] = []
    stop = threading.Event()
    opened: list[Implementation] = [first]
    threads: list[threading.Thread] = []

    def work(impl: Optional[Implementation]) -> None:
        try:
            if impl is None:
                impl = open_impl()
                with lock:
                    opened.append(impl)
                if stop.is_set():
                    return
            while not stop.is_set():
                try:
                    unit = todo.get_nowait()
                except queue.Empty:
                    return
                for case, screened in zip(unit, first_pass(impl, [c.program() for c in unit])):
                    result = evaluate(case, results.implementation, impl, known.get(case.id), screened, scope)
                    with lock:
                        if stop.is_set():
                            return  # interrupted mid-case: its outcome is not trustworthy
                        if len(unit) > 1 and result.outcome is not screened:  # batched, then run again
                            results.unsettled.add(case.id)
                        results.results.append(result)
                        on_result(result)
        except BaseException as exc:  # surfaced after the pool stops
            if not stop.is_set():
                failures.append(exc)
        finally:
            if impl is not None:
                try:
                    impl.close()
                except Exception:  # closed under it by an interrupted run
                    pass

    todo: "queue.Queue[list[Case]]" = queue.Queue()
    helper: list[threading.Thread] = []
    with stop_signals():
        try:
            units = work_units(cases, first.info, known, screen, jobs, durations, unsettled)
            first.prepare([c.program() for unit in units for c in unit if will_run(c, first.info, known)])
            for unit in units:
                todo.put(unit)
            threads += [threading.Thread(target=work, args=(first if n == 0 else None,), name=f"job-{n}", daemon=True)
                        for n in range(max(1, jobs))]
            for thread in threads:
                thread.start()
            helper += head_start(meanwhile)
            for thread in threads + helper:
                while thread.is_alive():
                    thread.join(0.1)  # short joins keep the signals deliverable
        except KeyboardInterrupt as exc:  # SIGINT, or SIGTERM as interrupt.Stopped
            ignore_stop_signals()  # a second Ctrl-C must not lose what the first one kept
            with lock:
                stop.set()
                interrupted = (signal_name(exc), len(results.results))
            stop_children(opened, lock, threads + helper)  # MEANWHILE may be writing a cache file: let it end
            from pyconformance.certificate import Interruption  # the model, once the programs are stopped

            results.interrupted = Interruption(signal=interrupted[0], finished=interrupted[1], total=len(cases))
    results.seconds = time.monotonic() - started
    if failures:
        raise failures[0]
    return results


def head_start(work: Optional[Callable[[], None]]) -> list[threading.Thread]:
    """WORK in a thread of its own (none without WORK), its exceptions dropped (see run_cases).

    A thread, not the main thread between its joins: the main thread is where SIGINT and
    SIGTERM arrive as exceptions, and one raised in the middle of an import would leave
    that module half made; here the signal only stops the jobs, and WORK finishes."""
    if work is None:
        return []

    def quietly() -> None:
        try:
            work()
        except Exception:  # noqa: BLE001 - the caller's second call reports it
            pass

    thread = threading.Thread(target=quietly, name="meanwhile", daemon=True)
    thread.start()
    return [thread]


def stop_children(opened: list[Implementation], lock: threading.Lock, threads: list[threading.Thread]) -> None:
    """Kill what an interrupted run has running: fresh processes, then each implementation's
    agent (its workers then see their programs end, and return without recording them)."""
    kill_running()
    with lock:
        running = list(opened)
    for impl in running:
        try:
            impl.close()
        except Exception:  # already closing in its worker; nothing more to stop here
            pass
    kill_running()
    deadline = time.monotonic() + 5.0
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
