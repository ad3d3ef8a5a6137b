"""The search index: one document per article, and the vocabulary of its terms (for typos and "did you mean")."""
from django.db import models


class SearchDocument(models.Model):
    """An article's indexed text: each field a space-separated list of terms (documents.py).

    The engines read it, not Django: on PostgreSQL a generated `document` tsvector (weights A title,
    B lead, C body) with a GIN index, and a `heading` one (title and lead) that ranks; on SQLite the
    FTS5 table `search_fts`, kept in step by triggers. Both are made by migrations 0001 and 0002 for
    their vendor only. What a search narrows by (edition, publish time, category) is copied from the
    article, so a search reads this table alone.
    """

    article = models.OneToOneField("news.Article", on_delete=models.CASCADE, primary_key=True, related_name="+")
    language = models.CharField(max_length=2)
    published = models.DateTimeField(null=True)  # the article's publish_date
    category = models.ForeignKey(
        "news.Category", on_delete=models.SET_NULL, null=True, related_name="+", db_index=False
    )
    title = models.TextField()
    lead = models.TextField(blank=True, default="")
    body = models.TextField(blank=True, default="")

    class Meta:
        # The windows of time a search ranks in (engines.py), within an edition.
        indexes = [models.Index(fields=["language", "published"], name="search_document_published")]

    def __str__(self) -> str:
        return f"search document of article {self.article_id}"


class TermKind(models.TextChoices):
    WORD = "w", "word"  # a word as written, lower-case: what typos are corrected to and suggested
    STEM = "s", "stem"
    KEY = "k", "Latin key"


class SearchTerm(models.Model):
    """A term some indexed article holds (never removed: a stale one only costs a correction that finds nothing)."""

    language = models.CharField(max_length=2)
    kind = models.CharField(max_length=1, choices=TermKind.choices)
    term = models.CharField(max_length=64)
    length = models.PositiveSmallIntegerField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["language", "kind", "term"], name="search_term_unique")]
        indexes = [models.Index(fields=["language", "kind", "length"], name="search_term_by_length")]

    def __str__(self) -> str:
        return self.term
