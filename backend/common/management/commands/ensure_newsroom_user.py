"""Create the first newsroom login when none exists, and say where its password is kept."""
import secrets

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Create the 'editor' superuser (password in var/newsroom-password.txt) if no staff user exists."

    def handle(self, *args, **options) -> None:
        users = get_user_model()
        password_file = settings.REPO_DIR / "var" / "newsroom-password.txt"
        if users.objects.filter(is_staff=True).exists():
            where = f" (password in {password_file})" if password_file.exists() else ""
            self.stdout.write(f"Newsroom login exists: /admin/{where}")
            return
        password = secrets.token_urlsafe(12)
        users.objects.create_superuser("editor", "editor@example.invalid", password)
        password_file.parent.mkdir(parents=True, exist_ok=True)
        password_file.write_text(f"user: editor\npassword: {password}\n")
        password_file.chmod(0o600)
        self.stdout.write(f"Newsroom login created: user 'editor', password written to {password_file}")
