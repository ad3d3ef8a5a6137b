"""Small shared model pieces: the language choice and the image-with-renditions mixin."""
from django.core.exceptions import ValidationError
from django.core.serializers.json import DjangoJSONEncoder
from django.db import models

from .images import make_renditions, pick_rendition, upload_problem


class UnicodeJSONEncoder(DjangoJSONEncoder):
    """Store JSON with Cyrillic as is: escaped, Mongolian text takes four to five times the space."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs["ensure_ascii"] = False
        super().__init__(*args, **kwargs)


class Language(models.TextChoices):
    MONGOLIAN = "mn", "Монгол"
    ENGLISH = "en", "English"


class ImageRenditionsMixin(models.Model):
    """An uploaded image with WebP renditions made once, at upload, at several widths.

    Subclasses declare `image = models.ImageField(...)`; `renditions` maps width -> URL.
    """

    renditions = models.JSONField(default=dict, blank=True, editable=False)
    image_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    image_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    rendered_name = models.CharField(max_length=255, blank=True, editable=False)

    class Meta:
        abstract = True

    def save(self, *args, **kwargs) -> None:
        image = getattr(self, "image", None)
        if image and image.name != self.rendered_name:
            super().save(*args, **kwargs)  # the file must be stored before it can be read back
            result = make_renditions(image)
            self.renditions, self.image_width, self.image_height = result.urls, result.width, result.height
            self.rendered_name = image.name
            # Renditions are derived, not an edit: a model with revisions (simple-history) makes none here.
            self.skip_history_when_saving = True
            try:
                super().save(update_fields=["renditions", "image_width", "image_height", "rendered_name"])
            finally:
                del self.skip_history_when_saving
            return
        if not image:
            self.renditions, self.rendered_name = {}, ""
        super().save(*args, **kwargs)

    def clean_fields(self, exclude=None) -> None:  # noqa: ANN001 - Django's signature
        """A new upload must be within the byte and pixel bounds (settings), in the newsroom's form."""
        super().clean_fields(exclude)
        image = getattr(self, "image", None)
        if image and image.name != self.rendered_name and (exclude is None or "image" not in exclude) \
                and not getattr(image, "_committed", True):
            problem = upload_problem(image.file)
            if problem:
                raise ValidationError({"image": problem})

    def image_url(self, width: int) -> str:
        """The smallest rendition at least `width` wide (or the largest there is)."""
        return pick_rendition(self.renditions, width)
