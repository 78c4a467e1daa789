"""`pyconform report`: several certificates (`run --format json`) side by side."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Optional

import click

from pyconformance.certificate import Certificate, CertificateError, load_certificate as read_certificate
from pyconformance.cli.support import EXIT_OK, OutputPath, die, refresh_block, write_output
from pyconformance.reports.html import render_html


def load_certificate(path: Path) -> Certificate:
    """The certificate at PATH, validated (older formats upgraded); else exit 2 with one line
    naming the file and the field."""
    try:
        return read_certificate(path)
    except CertificateError as exc:
        die(f"invalid certificate: {exc}")


def column(doc: Certificate) -> str:
    return doc.implementation.title + (" (PARTIAL)" if doc.interrupted else "")


def render_markdown(docs: list[Certificate]) -> str:
    """Summary per implementation, then every case that is not a pass everywhere."""
    from pyconformance.reports.summary import verdict

    keys = ("total", "passed", "failed", "errors", "skipped", "xfailed", "xpassed", "drift judged")
    lines = ["# pyconform results", "", "| implementation | spec | verdict | " + " | ".join(keys) + " |",
             "|---|---|---|" + "---:|" * len(keys)]
    for doc in docs:
        summary = doc.summary
        numbers = [getattr(summary, k) for k in keys[:-1]] + [summary.drift_judged]
        lines.append(f"| {column(doc)} | `{doc.implementation.spec}` | {verdict(doc)} | "
                     + " | ".join(map(str, numbers)) + " |")
    tables = [{c.id: c.status for c in doc.cases} for doc in docs]
    ids = sorted({cid for table in tables for cid in table})
    differing = [cid for cid in ids if any(t.get(cid, "skip") != "pass" for t in tables)]
    if differing:
        lines += ["", "## Cases not passed everywhere", "",
                  "| case | " + " | ".join(column(d) for d in docs) + " |",
                  "|---|" + "---|" * len(docs)]
        for cid in differing:
            lines.append(f"| `{cid}` | " + " | ".join(t.get(cid, "—") for t in tables) + " |")
    if any(doc.upstream is not None for doc in docs):
        from pyconformance.upstream.render import render_upstream_markdown, section_of

        lines += ["", *render_upstream_markdown([(column(d), section_of(d)) for d in docs])]
    return "\n".join(lines) + "\n"


def suite_cases(suite_root: Optional[Path]):
    """Descriptions, rules and seed sections of the suite's cases ({} when there is no suite)."""
    from pyconformance.reports.site.model import suite_case_infos
    from pyconformance.suite import load_suite

    suite = load_suite(suite_root)
    if suite_root is not None and not suite.cases_dir.is_dir():
        die(f"{suite_root}: not a pyconform suite (no cases/ directory)")
    return suite_case_infos(suite), suite.root


def load_campaigns(paths: tuple[Path, ...]) -> tuple:
    """The rule coverage of each fuzz summary; else exit 2 with one line naming the file."""
    from pyconformance.reports.site.fuzz import FuzzSummaryError, load_campaign

    try:
        return tuple(load_campaign(path) for path in paths)
    except FuzzSummaryError as exc:
        die(f"invalid fuzz summary: {exc}")


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["html", "md", "text", "table"]), default="html", show_default=True)
@click.option("-o", "output", type=OutputPath(), help="Write the page here.")
@click.option("--suite", "suite_root", type=click.Path(file_okay=False, path_type=Path),
              help="Suite the certificates ran (descriptions, rules, links to case sources).")
@click.option("--source-base", help="Prefix of links to case files (default: the suite, relative to the page; "
                                    "e.g. https://github.com/OWNER/REPO/blob/main/conformance/).")
@click.option("--into", "page", type=click.Path(dir_okay=False, path_type=Path),
              help="table: write it into this page's implementations block (between its markers), "
                   "e.g. docs/implementations.md.")
@click.option("--check", is_flag=True, help="With --into: write nothing; exit 1 if the block is not up to date.")
@click.option("--fuzz", "fuzz_summaries", multiple=True, type=click.Path(dir_okay=False, path_type=Path),
              help="html: a fuzz campaign's summary (`pyconform fuzz --format json -o FILE`, repeatable): "
                   "its rule coverage by generator on the site's fuzz page.")
def report(paths, fmt, output, suite_root, source_base, page, check, fuzz_summaries) -> None:
    """Render certificates (JSON from `run --format json`) side by side, one column each.
    html: the results site, one self-contained page (feature matrix, per-implementation and
    per-case views, history across versions); md: a summary table (one certificate: its Markdown
    certificate); text: each certificate as
    `run` prints it; table: the table of certified
    implementations (docs/implementations.md). A partial
    (interrupted) certificate is marked as such in every view."""
    docs = [load_certificate(path) for path in paths]
    if fuzz_summaries and fmt != "html":
        die("--fuzz shows campaigns on the results site: use it with --format html")
    if fmt == "html":
        campaigns = load_campaigns(fuzz_summaries)
        cases, root = suite_cases(suite_root)
        if source_base is None:
            page_dir = (output.parent if output else Path.cwd()).resolve()
            source_base = os.path.relpath(root.resolve(), page_dir).replace(os.sep, "/") + "/"
        text = render_html(docs, cases, source_base, campaigns)
    elif fmt == "table":
        from pyconformance.reports.impl_table import render_table

        text = render_table(docs)
        if page is not None:
            from pyconformance.reports.impl_table import replace_block

            sys.exit(refresh_block(page, replace_block, text, "the implementations table", check))
    elif fmt == "text":
        from pyconformance.reports.text import render_text

        text = "\n".join(render_text(doc) for doc in docs)
    elif len(docs) == 1:  # one certificate: as `run --format md` writes it
        from pyconformance.reports.markdown import render_markdown as render_certificate

        text = render_certificate(docs[0])
    else:
        text = render_markdown(docs)
    write_output(text, output)
    sys.exit(EXIT_OK)
