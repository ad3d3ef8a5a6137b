"""A story's views over time as an SVG drawn on the server: no script, so the newsroom's strict
Content-Security-Policy has nothing to allow (docs/adr/006 draws the readers' charts by hand too)."""
from datetime import datetime

from django.utils import timezone
from django.utils.formats import number_format
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

WIDTH, HEIGHT = 720, 200
LEFT, RIGHT, TOP, BOTTOM = 40, 8, 10, 24


def nice_ceiling(value: int) -> int:
    """The top of the scale: 1, 2 or 5 times a power of ten, at least `value` (and at least 5)."""
    step = 1
    while True:
        for factor in (1, 2, 5):
            if factor * step >= max(value, 5):
                return factor * step
        step *= 10


def views_chart(buckets: list[tuple[datetime, int]], bucket_minutes: int, label: str) -> SafeString:
    """Bars of views per bucket; each bar's <title> names its time and count; hours marked below."""
    count = max(len(buckets), 1)
    top = nice_ceiling(max((views for _, views in buckets), default=0))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    slot = plot_w / count
    bars, ticks = [], []
    for index, (start, views) in enumerate(buckets):
        local = timezone.localtime(start)
        height = plot_h * views / top
        x = LEFT + index * slot
        tip = _("%(time)s: %(views)s views") % {"time": f"{local:%H:%M}", "views": number_format(views)}
        bars.append((f"{x + 0.5:.1f}", f"{TOP + plot_h - height:.1f}", f"{max(slot - 1, 1):.1f}",
                     f"{height:.1f}", tip))
        if local.minute < bucket_minutes and local.hour % 3 == 0:
            ticks.append((f"{x:.1f}", HEIGHT - 6, f"{local:%H}:00"))
    grid = [(TOP + plot_h - plot_h * part / 4, number_format(top * part // 4)) for part in range(5)]
    return format_html(
        '<svg class="audience-chart" viewBox="0 0 {} {}" role="img" aria-label="{}" '
        'preserveAspectRatio="none" xmlns="http://www.w3.org/2000/svg">'
        "{}{}{}</svg>",
        WIDTH, HEIGHT, label,
        format_html_join("", '<line x1="{}" x2="{}" y1="{}" y2="{}" class="audience-chart__grid"/>'
                         '<text x="{}" y="{}" class="audience-chart__scale">{}</text>',
                         ((LEFT, WIDTH - RIGHT, f"{y:.1f}", f"{y:.1f}", LEFT - 4, f"{y + 4:.1f}", text)
                          for y, text in grid)),
        format_html_join("", '<rect x="{}" y="{}" width="{}" height="{}" class="audience-chart__bar">'
                         "<title>{}</title></rect>", bars),
        format_html_join("", '<text x="{}" y="{}" class="audience-chart__tick">{}</text>', ticks),
    )
