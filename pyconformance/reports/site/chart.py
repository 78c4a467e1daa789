"""The history chart: passes per feature across versions of one implementation, as inline SVG."""
from __future__ import annotations

from html import escape

# Okabe-Ito colours (distinguishable with colour-vision deficiencies), then dash patterns.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000", "#F0E442")
DASHES = ("", "6 3", "2 3", "8 3 2 3")
WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM = 640, 260, 48, 170, 12, 36


def history_chart(history) -> str:
    """HISTORY: a model.History. Y is the share passed of the cases in scope per feature."""
    columns = history.columns
    features = sorted({f for c in columns for case in c.cases.values() for f in case.features})
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    step = plot_w / max(1, len(columns) - 1)
    x = [LEFT + i * step for i in range(len(columns))]
    y = lambda share: TOP + plot_h * (1 - share)  # noqa: E731
    parts = [f'<svg class="history" role="img" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" '
             f'aria-label="share passed per feature of {escape(history.name)} across versions">']
    for tick in (0, 0.25, 0.5, 0.75, 1):
        parts.append(f'<line x1="{LEFT}" x2="{LEFT + plot_w}" y1="{y(tick):.1f}" y2="{y(tick):.1f}" stroke="#ddd"/>'
                     f'<text x="{LEFT - 6}" y="{y(tick) + 4:.1f}" text-anchor="end" font-size="11">{int(tick * 100)}%</text>')
    for xi, column in zip(x, columns):
        parts.append(f'<text x="{xi:.1f}" y="{HEIGHT - BOTTOM + 18}" text-anchor="middle" font-size="11">'
                     f'{escape(column.version)}</text>')
    rows = []
    for n, feature in enumerate(features):
        scores = [c.score(feature) for c in columns]
        colour, dash = PALETTE[n % len(PALETTE)], DASHES[(n // len(PALETTE)) % len(DASHES)]
        points = [(xi, s) for xi, s in zip(x, scores) if s.share is not None]
        if points:
            path = " ".join(f"{xi:.1f},{y(s.share):.1f}" for xi, s in points)
            parts.append(f'<polyline class="series" data-feature="{escape(feature)}" points="{path}" fill="none" '
                         f'stroke="{colour}" stroke-width="2" stroke-dasharray="{dash}"><title>{escape(feature)}: '
                         + ", ".join(f"{c.version} {s.passed}/{s.in_scope}" for c, s in zip(columns, scores))
                         + "</title></polyline>")
        ly = TOP + 14 * n
        if ly < HEIGHT - 8:
            parts.append(f'<line x1="{WIDTH - RIGHT + 12}" x2="{WIDTH - RIGHT + 32}" y1="{ly}" y2="{ly}" stroke="{colour}" '
                         f'stroke-width="2" stroke-dasharray="{dash}"/><text x="{WIDTH - RIGHT + 36}" y="{ly + 4}" '
                         f'font-size="11">{escape(feature)}</text>')
        rows.append(f"<tr><th scope=\"row\">{escape(feature)}</th>"
                    + "".join(f"<td>{s.passed}/{s.in_scope}</td>" for s in scores) + "</tr>")
    parts.append("</svg>")
    table = (f'<table class="history-table"><thead><tr><th>feature</th>'
             + "".join(f"<th>{escape(c.version)}</th>" for c in columns)
             + f'</tr></thead><tbody>{"".join(rows)}</tbody></table>')
    return "".join(parts) + table
