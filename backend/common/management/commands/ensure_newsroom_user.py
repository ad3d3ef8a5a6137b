"""Create the newsroom's logins, one per role, and say where their passwords are kept."""
import re
import secrets
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from roles import demo
from roles.grants import create_groups


class Command(BaseCommand):
    help = ("Create one demo login per newsroom role (demo-reporter, demo-section-editor, demo-chief-editor, "
            "demo-moderator, demo-advertising, demo-data-desk, and demo-admin, a superuser) when missing, and write "
            "their passwords to var/newsroom-password.txt, one line each: role, user name, password.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--prefix", default=demo.PREFIX, help="The logins are <prefix>-<role> (default: demo).")
        parser.add_argument("--password", help="One known password for every login, set on each run (a test "
                                               "server's own database only); no file is written.")

    def handle(self, *args, **options) -> None:
        create_groups(apps)  # a role's group an administrator deleted comes back; edited ones stay as they are
        prefix, password = options["prefix"], options["password"]
        if password:
            for key in demo.ROLE_KEYS:
                user, _ = demo.login(key, prefix)
                user.set_password(password)
                user.save(update_fields=["password"])
            self.stdout.write(f"Newsroom logins {prefix}-<role> ready (password given).")
            return
        password_file = settings.NEWSROOM_PASSWORD_FILE
        lines = _read(password_file)
        made = []
        for key in demo.ROLE_KEYS:
            user, _ = demo.login(key, prefix)
            if user.has_usable_password():
                continue  # kept, with the line it has (or none, when someone else set its password)
            secret = secrets.token_urlsafe(12)
            user.set_password(secret)
            user.save(update_fields=["password"])
            lines = [line for line in lines if line.split("\t")[1:2] != [user.username]]
            lines.append(f"{key}\t{user.username}\t{secret}")
            made.append(user.username)
        password_file.parent.mkdir(parents=True, exist_ok=True)
        password_file.touch(mode=0o600)
        password_file.chmod(0o600)
        password_file.write_text("".join(f"{line}\n" for line in lines))
        if made:
            names = ", ".join(made)
            self.stdout.write(f"Newsroom logins created ({names}): role, user and password in {password_file}")
        else:
            self.stdout.write(f"Newsroom logins exist: /admin/ (passwords in {password_file})")


def _read(path: Path) -> list[str]:
    """The file's login lines; the file of earlier versions ("user: editor" / "password: ...") becomes one."""
    if not path.exists():
        return []
    text = path.read_text()
    old = re.fullmatch(r"user: (\S+)\npassword: (\S+)\n?", text)
    if old:
        return [f"admin\t{old.group(1)}\t{old.group(2)}"]
    return [line for line in text.splitlines() if line.strip()]
