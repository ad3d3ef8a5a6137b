"""`manage.py mark_subscriber ADDRESS --bounced|--complained [--note TEXT]`: what a mail provider's bounce or
spam report says about an address, by hand; the address then receives nothing more."""

from django.core.management.base import BaseCommand, CommandError, CommandParser

from newsletter.logic import mark_undeliverable
from newsletter.models import SubscriberState


class Command(BaseCommand):
    help = "Mark an address of the morning email bounced or complained: it receives nothing more."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("email")
        kind = parser.add_mutually_exclusive_group(required=True)
        kind.add_argument("--bounced", action="store_const", dest="state", const=SubscriberState.BOUNCED)
        kind.add_argument("--complained", action="store_const", dest="state", const=SubscriberState.COMPLAINED)
        parser.add_argument("--note", default="", help="why (the provider's report)")

    def handle(self, *args: object, email: str, state: SubscriberState, note: str, **options: object) -> None:
        count = mark_undeliverable(email, state, note or f"manage.py mark_subscriber --{state}")
        if not count:
            raise CommandError(f"{email} is not a subscriber; nothing was changed")
        self.stdout.write(f"{email}: {count} subscription(s) marked {state}")
