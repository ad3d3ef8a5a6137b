"""Small shared model pieces: the language choice and the image-with-renditions mixin."""
from django.apps import apps
from django.core.exceptions import ValidationError
from django.core.serializers.json import DjangoJSONEncoder
from django.db import models, router
from django.db.models.fields.files import FieldFile
from django.db.models.signals import post_delete
from django.dispatch import receiver

import jobs

from .images import delete_image_files, image_size, make_renditions, pick_rendition, upload_problem


class UnicodeJSONEncoder(DjangoJSONEncoder):
    """Store JSON with Cyrillic as is: escaped, Mongolian text takes four to five times the space."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs["ensure_ascii"] = False
        super().__init__(*args, **kwargs)


class Language(models.TextChoices):
    MONGOLIAN = "mn", "Монгол"
    ENGLISH = "en", "English"


class ImageRenditionsMixin(models.Model):
    """An uploaded image with WebP renditions at several widths, made by a job after the upload.

    Subclasses declare `image = models.ImageField(...)`; `renditions` maps width -> URL. Until the
    job has run (`make_image_renditions`, queued by the save), the map holds the original file at its
    own width, so every page shows the picture; inline (no job worker) the job runs within the save.
    """

    renditions = models.JSONField(default=dict, blank=True, editable=False)
    image_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    image_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    rendered_name = models.CharField(max_length=255, blank=True, editable=False)

    DERIVED_FIELDS = ["renditions", "image_width", "image_height", "rendered_name"]

    class Meta:
        abstract = True

    def save(self, *args, **kwargs) -> None:
        image = getattr(self, "image", None)
        if image and image.name != self.rendered_name:
            super().save(*args, **kwargs)  # the file must be stored before it can be read back
            self.renditions, self.image_width, self.image_height = original_rendition(image)
            self.rendered_name = image.name
            self.save_derived()
            jobs.enqueue(make_image_renditions, self._meta.label, self.pk, image.name)
            if jobs.runs_inline():
                self.refresh_from_db(using=router.db_for_write(type(self)), fields=self.DERIVED_FIELDS)
            return
        if not image:
            self.renditions, self.rendered_name = {}, ""
        super().save(*args, **kwargs)

    def save_derived(self) -> None:
        """Store the renditions fields alone: derived, not an edit, so a model with revisions
        (simple-history) makes no revision for it."""
        self.skip_history_when_saving = True
        try:
            super().save(update_fields=self.DERIVED_FIELDS)
        finally:
            del self.skip_history_when_saving

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


def original_rendition(image: FieldFile) -> tuple[dict[str, str], int | None, int | None]:
    """The stored original as the one "rendition" at its own width (read from the header only)."""
    size = image_size(image)
    if size is None:
        return {}, None, None
    width, height = size
    return {str(width): image.url}, width, height


def make_image_renditions(model_label: str, pk: int, name: str) -> None:
    """Job: make the renditions of the image `name` of row `pk` and store them.

    Nothing to do when the row is gone or holds another file by now (that upload queued its own job).
    """
    model = apps.get_model(model_label)
    # From the primary: a replica may not have the row yet when the job starts.
    row = model._default_manager.using(router.db_for_write(model)).filter(pk=pk).first()
    image = getattr(row, "image", None)
    if not isinstance(row, ImageRenditionsMixin) or not image or image.name != name:
        return
    result = make_renditions(image)
    row.renditions, row.image_width, row.image_height = result.urls, result.width, result.height
    row.rendered_name = name
    row.save_derived()


@receiver(post_delete, dispatch_uid="image-files-of-deleted-rows")
def _forget_image_files(sender: type, instance: models.Model, **kwargs) -> None:
    """A deleted row's picture and renditions leave the storage too (by a job, after the commit)."""
    image = getattr(instance, "image", None)
    if isinstance(instance, ImageRenditionsMixin) and image and image.name:
        jobs.enqueue(delete_unused_image, image.name)


def delete_unused_image(name: str) -> None:
    """Job: remove the stored picture `name` and its renditions, unless a row still shows it.

    Rows may share one stored file (the demo's comics and stories reuse their pictures). A replaced
    picture is kept: an article's revisions may still name it, and restoring one shows it again.
    """
    for model in apps.get_models():
        if issubclass(model, ImageRenditionsMixin) and \
                model._default_manager.using(router.db_for_write(model)).filter(**{"image": name}).exists():
            return
    delete_image_files(name)
