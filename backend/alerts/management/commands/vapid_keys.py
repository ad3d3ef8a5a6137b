"""Print a new VAPID private key (for VAPID_PRIVATE_KEY), or the public key of the configured one."""
from django.core.management.base import BaseCommand, CommandError, CommandParser

from alerts import vapid


class Command(BaseCommand):
    help = "Print a new VAPID private key (--new), or the public key browsers get for the configured one."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--new", action="store_true", help="Print a new private key for VAPID_PRIVATE_KEY.")

    def handle(self, *args, **options) -> None:
        if options["new"]:
            self.stdout.write(vapid.new_private_key())
            return
        if not vapid.is_configured():
            raise CommandError("VAPID_PRIVATE_KEY is not set: alerts are off.")
        self.stdout.write(vapid.public_key())
