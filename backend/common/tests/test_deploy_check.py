"""`manage.py check --deploy --settings config.settings.prod` prints no warning, run as CI runs it."""
import os
import secrets
import subprocess
import sys
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[2]


def check_deploy(tmp_path: Path, **variables: str) -> subprocess.CompletedProcess:
    env = {
        key: value for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "SECURE_", "DEBUG", "PYTEST_", "REDIS_"))
    }
    env.update(SECRET_KEY=secrets.token_urlsafe(50), DATABASE_URL=f"sqlite:///{tmp_path / 'check.sqlite3'}",
               **variables)
    return subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING",
         "--settings", "config.settings.prod"],
        cwd=BACKEND, env=env, capture_output=True, text=True, timeout=120,
    )


def test_check_deploy_with_the_production_settings_prints_no_warning(tmp_path):
    # The check does not connect: any Redis address will do.
    result = check_deploy(tmp_path, REDIS_URL="redis://127.0.0.1:6379/9")

    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "System check identified no issues" in output and "WARNING" not in output, output


def test_check_deploy_warns_when_the_app_processes_share_no_cache(tmp_path):
    result = check_deploy(tmp_path)

    output = result.stdout + result.stderr
    assert result.returncode != 0, output
    assert "portal.W001" in output and "REDIS_URL" in output, output
