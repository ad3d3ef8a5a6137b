"""Give users an authenticator with a known secret: for test servers whose browsers compute the codes
(e2e/serve.sh, e2e/newsroom.ts). A real editor sets theirs up at /admin/two-factor/setup/."""
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts.logic import give_authenticator


class Command(BaseCommand):
    help = "Give each USERNAME a confirmed TOTP authenticator with the base32 SECRET (replacing any they had)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("usernames", nargs="+")
        parser.add_argument("--secret", required=True, help="base32, as authenticator apps take it")

    def handle(self, *args, usernames: list[str], secret: str, **options) -> None:
        users = get_user_model()
        for username in usernames:
            try:
                user = users.objects.get_by_natural_key(username)
            except users.DoesNotExist as missing:
                raise CommandError(f"No user {username!r}.") from missing
            try:
                give_authenticator(user, secret)
            except ValueError as bad:
                raise CommandError(f"The secret is not base32: {bad}") from bad
            self.stdout.write(f"{username} has an authenticator with the given secret.")
