from django.core.management.base import BaseCommand

from search.indexing import rebuild


class Command(BaseCommand):
    help = "Index every published and scheduled article again (after a bulk import or a change of the stemmer)."

    def handle(self, *args, **options) -> None:
        total = rebuild(log=self.stdout.write)
        self.stdout.write(f"Indexed {total} articles.")
