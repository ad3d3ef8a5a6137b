"""The sections (categories) each section editor works on (roles/access.py reads them)."""
from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class SectionAssignment(models.Model):
    """One newsroom login's sections: a section editor reviews, publishes and moderates the stories of these
    categories only (the Chief editor role works on every section without one)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, models.CASCADE, related_name="section_assignment", verbose_name=_("user"),
    )
    categories = models.ManyToManyField(
        "news.Category", blank=True, related_name="editor_assignments", verbose_name=_("sections"),
    )

    class Meta:
        verbose_name = _("section assignment")
        verbose_name_plural = _("section assignments")

    def __str__(self) -> str:
        return str(self.user)
