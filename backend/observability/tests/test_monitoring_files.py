"""deploy/prometheus/alerts.yml and deploy/grafana/portal.json: checked by Prometheus's own promtool, and
every metric they read is one the portal exposes."""
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

DEPLOY = Path(__file__).resolve().parents[3] / "deploy"
ALERTS = DEPLOY / "prometheus" / "alerts.yml"
ALERT_CASES = DEPLOY / "prometheus" / "alerts.test.yml"
DASHBOARD = DEPLOY / "grafana" / "portal.json"
PROMTOOL = shutil.which("promtool")
needs_promtool = pytest.mark.skipif(PROMTOOL is None, reason="promtool is not installed (scripts/ensure-promtool.sh)")
# Grafana's variables, as a query reaches Prometheus.
GRAFANA_VARIABLES = {"$__rate_interval": "5m", "$__interval": "1m", "$job": ".*"}
PORTAL_METRIC = re.compile(r"\bportal_[a-z0-9_]+")
SUFFIXES = ("_bucket", "_count", "_sum", "_total")


def dashboard_panels() -> list[dict]:
    return [panel for panel in json.loads(DASHBOARD.read_text())["panels"] if panel["type"] != "row"]


def dashboard_exprs() -> list[str]:
    return [target["expr"] for panel in dashboard_panels() for target in panel["targets"]]


def alert_exprs() -> list[str]:
    return [rule["expr"] for group in yaml.safe_load(ALERTS.read_text())["groups"] for rule in group["rules"]]


def as_prometheus_sees_it(expr: str) -> str:
    for variable, value in GRAFANA_VARIABLES.items():
        expr = expr.replace(variable, value)
    return expr


@needs_promtool
def test_the_alert_rules_pass_promtool_and_fire_on_their_cases():
    checked = subprocess.run([PROMTOOL, "check", "rules", str(ALERTS)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    cases = subprocess.run([PROMTOOL, "test", "rules", ALERT_CASES.name], cwd=ALERT_CASES.parent,
                           capture_output=True, text=True)
    assert cases.returncode == 0, cases.stdout + cases.stderr


@needs_promtool
def test_every_dashboard_query_is_valid_promql(tmp_path):
    """promtool parses each panel's query as the expression of a recording rule."""
    rules = {"groups": [{"name": "dashboard", "rules": [
        {"record": f"dashboard:query_{n}", "expr": as_prometheus_sees_it(expr)}
        for n, expr in enumerate(dashboard_exprs())
    ]}]}
    path = tmp_path / "dashboard-queries.yml"
    path.write_text(yaml.safe_dump(rules))
    checked = subprocess.run([PROMTOOL, "check", "rules", str(path)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_dashboard_is_laid_out_as_grafana_reads_it():
    dashboard = json.loads(DASHBOARD.read_text())
    assert dashboard["uid"] and dashboard["title"] and dashboard["schemaVersion"] >= 36
    variables = {variable["name"] for variable in dashboard["templating"]["list"]}
    assert variables == {"datasource", "job"}
    ids = [panel["id"] for panel in dashboard["panels"]]
    assert len(ids) == len(set(ids)), "panel ids must be unique"
    taken: set[tuple[int, int]] = set()
    for panel in dashboard["panels"]:
        grid = panel["gridPos"]
        assert grid["x"] >= 0 and grid["w"] > 0 and grid["x"] + grid["w"] <= 24, panel["title"]
        cells = {(grid["y"] + dy, grid["x"] + dx) for dy in range(grid["h"]) for dx in range(grid["w"])}
        assert not cells & taken, f"{panel['title']} overlaps another panel"
        taken |= cells
    for panel in dashboard_panels():
        assert panel["type"] in {"timeseries", "stat"} and panel["title"] and panel["description"]
        assert panel["datasource"] == {"type": "prometheus", "uid": "${datasource}"}
        refs = [target["refId"] for target in panel["targets"]]
        assert refs and len(refs) == len(set(refs)), panel["title"]
        for target in panel["targets"]:
            used = set(re.findall(r"\$(\w+)", target["expr"])) - {"__rate_interval", "__interval"}
            assert used <= variables, (panel["title"], used)


@pytest.mark.django_db
def test_every_metric_the_alerts_and_dashboard_read_is_exposed(scrape, queued):
    """With a queue (the production profile) every family is in /metrics, the Redis-kept ones included."""
    exposed = set(scrape())
    read = {name for expr in alert_exprs() + dashboard_exprs() for name in PORTAL_METRIC.findall(expr)}
    assert len(read) > 15

    def family(name: str) -> str:
        for suffix in SUFFIXES:
            if name.endswith(suffix) and name.removesuffix(suffix) in exposed:
                return name.removesuffix(suffix)
        return name

    missing = sorted(name for name in read if family(name) not in exposed)
    assert not missing, f"read by deploy/ but not in /metrics: {missing}"
