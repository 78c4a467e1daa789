"""`pyconform report`: several certificates (`run --format json`) side by side."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any, Optional

import click

from pyconformance.cli.support import EXIT_OK, die, write_output
from pyconformance.reports.html import render_html

SCHEMA = "pyconform-results/1"


def load_certificate(path: Path) -> dict[str, Any]:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        die(f"{path}: cannot read a certificate ({exc})")
    if not isinstance(doc, dict) or doc.get("schema") != SCHEMA:
        die(f"{path}: not a {SCHEMA} document (write one with `pyconform run --format json`)")
    return doc


def column(doc: dict[str, Any]) -> str:
    info = doc["implementation"]
    return f"{info['name']} {info['version']}"


def render_markdown(docs: list[dict[str, Any]]) -> str:
    """Summary per implementation, then every case that is not a pass everywhere."""
    keys = ("total", "passed", "failed", "errors", "skipped", "xfailed", "xpassed")
    lines = ["# pyconform results", "", "| implementation | spec | " + " | ".join(keys) + " |",
             "|---|---|" + "---:|" * len(keys)]
    for doc in docs:
        summary = doc["summary"]
        lines.append(f"| {column(doc)} | `{doc['implementation']['spec']}` | "
                     + " | ".join(str(summary.get(k, 0)) for k in keys) + " |")
    tables = [{c["id"]: c["status"] for c in doc["cases"]} for doc in docs]
    ids = sorted({cid for table in tables for cid in table})
    differing = [cid for cid in ids if any(t.get(cid, "skip") != "pass" for t in tables)]
    if differing:
        lines += ["", "## Cases not passed everywhere", "",
                  "| case | " + " | ".join(column(d) for d in docs) + " |",
                  "|---|" + "---|" * len(docs)]
        for cid in differing:
            lines.append(f"| `{cid}` | " + " | ".join(t.get(cid, "—") for t in tables) + " |")
    return "\n".join(lines) + "\n"


def suite_cases(suite_root: Optional[Path]):
    """Descriptions, rules and seed sections of the suite's cases ({} when there is no suite)."""
    from pyconformance.reports.site.model import suite_case_infos
    from pyconformance.suite import load_suite

    suite = load_suite(suite_root)
    if suite_root is not None and not suite.cases_dir.is_dir():
        die(f"{suite_root}: not a pyconform suite (no cases/ directory)")
    return suite_case_infos(suite), suite.root


def update_readme(path: Path, table: str, check: bool) -> int:
    from pyconformance.reports.impl_table import replace_block

    try:
        text = path.read_text(encoding="utf-8")
        new = replace_block(text, table)
    except (OSError, ValueError) as exc:
        die(f"{path}: {exc}")
    if check:
        if new != text:
            click.echo(f"{path}: the implementations table is out of date", err=True)
            return 1
        return EXIT_OK
    write_output(new, path)
    return EXIT_OK


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["html", "md", "table"]), default="html", show_default=True)
@click.option("-o", "output", type=click.Path(dir_okay=False, path_type=Path), help="Write the page here.")
@click.option("--suite", "suite_root", type=click.Path(file_okay=False, path_type=Path),
              help="Suite the certificates ran (descriptions, rules, links to case sources).")
@click.option("--source-base", help="Prefix of links to case files (default: the suite, relative to the page; "
                                    "e.g. https://github.com/OWNER/REPO/blob/main/conformance/).")
@click.option("--readme", type=click.Path(dir_okay=False, path_type=Path),
              help="table: write it into this file's implementations block (between its markers).")
@click.option("--check", is_flag=True, help="With --readme: write nothing; exit 1 if the block is not up to date.")
def report(paths, fmt, output, suite_root, source_base, readme, check) -> None:
    """Render certificates (JSON from `run --format json`) side by side, one column each.
    html: the results site, one self-contained page (feature matrix, per-implementation and
    per-case views, history across versions); md: a summary table; table: the README's table of
    certified implementations."""
    docs = [load_certificate(path) for path in paths]
    if fmt == "html":
        cases, root = suite_cases(suite_root)
        if source_base is None:
            page_dir = (output.parent if output else Path.cwd()).resolve()
            source_base = os.path.relpath(root.resolve(), page_dir).replace(os.sep, "/") + "/"
        text = render_html(docs, cases, source_base)
    elif fmt == "table":
        from pyconformance.reports.impl_table import render_table

        text = render_table(docs)
        if readme is not None:
            sys.exit(update_readme(readme, text, check))
    else:
        text = render_markdown(docs)
    write_output(text, output)
    sys.exit(EXIT_OK)
