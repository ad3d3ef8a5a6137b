"""The newsroom: write, schedule and publish news; manage categories, types, journalists and tags."""
from django import forms
from django.contrib import admin, messages
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _
from django_prose_editor.fields import ProseEditorFormField
from simple_history.admin import SimpleHistoryAdmin

from common.edit_conflicts import EditConflictMixin
from common.models import Language
from corrections.admin import CorrectionInline
from roles import access

from . import breaking, live, logic, review, revisions, translations
from .models import (
    READER_STATES,
    Article,
    ArticleStatus,
    Category,
    LiveUpdate,
    MegaProject,
    NewsType,
    Photo,
    Provider,
    ReactionKind,
    Tag,
)

EDITOR_CONFIG = {
    "extensions": {
        "Bold": True, "Italic": True, "Underline": True, "Strike": True, "Link": True,
        "Heading": {"levels": [2, 3, 4]}, "BulletList": True, "OrderedList": True, "ListItem": True,
        "Blockquote": True, "HorizontalRule": True, "Table": True, "TableRow": True, "TableHeader": True,
        "TableCell": True, "Figure": True, "Caption": True, "Image": True,
        "History": True, "HTML": True,
    }
}
# The editor's toolbar names its buttons in English; this script names them in the newsroom's language.
EDITOR_LABELS_JS = "news/admin/editor_labels.js"


# The review's buttons on the article's form, by the name each posts (news/review.py moves the story).
SUBMIT, SEND_BACK, PUBLISH = "_submit_for_review", "_send_back", "_publish"
REVIEW_BUTTONS = {
    SUBMIT: _("Submit for review"),
    SEND_BACK: _("Send back to the reporter"),
    PUBLISH: _("Publish (or schedule for the publish time)"),
}
# What only a section's editors decide: a reporter's form shows them read-only, and a post that carries
# any of them from someone else is refused whole (ArticleAdmin._refuse_forged).
EDITORS_FIELDS = ("status", "publish_date", "pinned_until", "breaking_until", "is_featured", "special_kind")
# The states an editor picks in the status list; in review and sent back are reached by the buttons.
PICKED_STATES = (ArticleStatus.DRAFT, ArticleStatus.SCHEDULED, ArticleStatus.PUBLISHED)


class ArticleForm(forms.ModelForm):
    body_html = ProseEditorFormField(
        config=EDITOR_CONFIG, required=False, label=_("Body"),
        help_text=_("A picture in the body: upload it under “Photos for the body”, copy its address there, "
                    "and paste it into the editor's picture button."),
    )
    review_note = forms.CharField(
        label=_("Note"), required=False, widget=forms.Textarea(attrs={"rows": 3}),
        help_text=_("Goes with your next move: to the editor when you submit the story, to the reporter when you "
                    "send it back. Kept with the story's moves; readers never see it."),
    )
    # The review button pressed (SUBMIT, SEND_BACK, PUBLISH) and the state it moves the story to; set by
    # ArticleAdmin.get_form for the request.
    requested_move: str | None = None
    move_to: str | None = None

    class Media:
        js = (EDITOR_LABELS_JS,)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        status = self.fields.get("status")
        if isinstance(status, forms.ChoiceField):
            shown = {*PICKED_STATES, self.instance.status}
            status.choices = [(value, label) for value, label in ArticleStatus.choices if value in shown]

    class Meta:
        model = Article
        fields = (
            "language", "title", "lead", "body_html", "image", "image_caption", "video_url", "status",
            "publish_date", "category", "news_type", "provider", "tags", "mega_project", "is_featured",
            "special_kind", "pinned_until", "breaking_until", "is_live", "live_ended_at", "opens_in_new_tab",
            "is_election", "is_brief", "translation_of",
        )

    def clean(self) -> dict:
        data = super().clean() or {}
        now = timezone.now()
        self._take_move(data, now)
        if data.get("status") == ArticleStatus.PUBLISHED and data.get("publish_date") and data["publish_date"] > now:
            data["status"] = ArticleStatus.SCHEDULED  # a future time means scheduled, whatever was picked
        elif self._goes_live_with_an_old_date(data, now):
            # A draft published as it stands goes out now, as the list's "Publish now" does: its
            # old date would date it yesterday and keep it below today's news.
            data["publish_date"] = now
        self._check_edition(data)
        return data

    def _take_move(self, data: dict, now) -> None:  # noqa: ANN001 - a datetime
        """The review button's move: the state it leads to, a note required to send a story back."""
        if self.requested_move == SUBMIT:
            self.move_to = ArticleStatus.IN_REVIEW
        elif self.requested_move == SEND_BACK:
            if not (data.get("review_note") or "").strip():
                self.add_error("review_note", gettext("Say what to change: the reporter reads this note."))
            self.move_to = ArticleStatus.SENT_BACK
        elif self.requested_move == PUBLISH:
            when = data.get("publish_date") or self.instance.publish_date
            self.move_to = ArticleStatus.SCHEDULED if when > now else ArticleStatus.PUBLISHED
        if self.move_to is not None and "status" in self.fields:
            data["status"] = self.move_to

    def _check_edition(self, data: dict) -> None:
        """Tags and a mega project live in one edition: another edition's would link the reader
        to a page that edition does not have."""
        language = data.get("language")
        foreign = [tag.name for tag in data.get("tags") or [] if tag.language != language]
        if foreign:
            self.add_error("tags", gettext("Not in the article's language: %(tags)s.") % {"tags": ", ".join(foreign)})
        project = data.get("mega_project")
        if project and project.language != language:
            self.add_error("mega_project", gettext("This mega project is in the other language."))
        original = data.get("translation_of")
        if original and language != Language.ENGLISH:
            self.add_error("translation_of", gettext("Only an English article is the translation of another."))

    def _goes_live_with_an_old_date(self, data: dict, now) -> bool:
        was_unseen = self.initial.get("status", ArticleStatus.DRAFT) not in READER_STATES
        return (data.get("status") == ArticleStatus.PUBLISHED and was_unseen
                and "publish_date" not in self.changed_data  # an editor's own date (backdating) stays
                and data.get("publish_date") is not None and data["publish_date"] < now)


class TranslationFilter(admin.SimpleListFilter):
    """The newsroom's translation desk: originals with no translation, and translations whose
    original was edited after them."""

    title = _("translation")
    parameter_name = "translation"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple[str, str]]:
        return [("missing", gettext("Lacks a translation")), ("behind", gettext("Original edited since"))]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Article]) -> QuerySet[Article]:
        if self.value() == "missing":
            return translations.lacking(queryset)
        if self.value() == "behind":
            return translations.behind_original(queryset)
        return queryset


class BreakingFilter(admin.SimpleListFilter):
    """The stories in the breaking-news strip now (the newest of each edition is the one shown)."""

    title = _("breaking news")
    parameter_name = "breaking"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple[str, str]]:
        return [("now", gettext("In the strip now"))]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Article]) -> QuerySet[Article]:
        if self.value() == "now":
            return queryset.filter(breaking_until__gt=timezone.now())
        return queryset


class ReviewFilter(admin.SimpleListFilter):
    """The review queue: the stories waiting for this editor (in review, in their sections), and those sent back."""

    title = _("review")
    parameter_name = "review"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple[str, str]]:
        return [("waiting", gettext("Waiting for my review")), ("sent_back", gettext("Sent back"))]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Article]) -> QuerySet[Article]:
        if self.value() == "waiting":
            return queryset.filter(pk__in=review.queue(request.user).values("pk"))
        if self.value() == "sent_back":
            return queryset.filter(status=ArticleStatus.SENT_BACK)
        return queryset


class ArticleCorrectionInline(CorrectionInline):
    """The corrections under the article: added and changed by whoever may change the article (its section's
    editors; roles/access.py), read-only to the others."""

    def _may(self, request: HttpRequest, obj: Article | None) -> bool:
        return obj is None or access.can_publish(request.user, obj)

    def has_add_permission(self, request: HttpRequest, obj: Article | None = None) -> bool:
        return super().has_add_permission(request, obj) and self._may(request, obj)

    def has_change_permission(self, request: HttpRequest, obj: Article | None = None) -> bool:
        return super().has_change_permission(request, obj) and self._may(request, obj)

    def has_delete_permission(self, request: HttpRequest, obj: Article | None = None) -> bool:
        return super().has_delete_permission(request, obj) and self._may(request, obj)


@admin.register(Article)
class ArticleAdmin(EditConflictMixin, SimpleHistoryAdmin):
    form = ArticleForm
    # What an editor scans a list by; the other flags are filters (13 columns scrolled sideways at 1280 px).
    list_display = (
        "title", "thumbnail", "language", "status_label", "publish_date", "category", "provider",
        "is_featured", "is_live", "view_count", "translation_state",
    )
    list_filter = (
        ReviewFilter, "status", "language", TranslationFilter, "category", "news_type", "provider", "is_featured",
        "special_kind", "is_live", "is_election", "is_brief", BreakingFilter,
        ("publish_date", admin.DateFieldListFilter),
    )
    list_select_related = ("category", "news_type", "provider", "translation_of", "translation")
    search_fields = ("title", "lead", "lid", "tags__name", "provider__name_mn", "provider__name_en")
    date_hierarchy = "publish_date"
    autocomplete_fields = ("tags", "provider", "mega_project", "translation_of")
    readonly_fields = (
        "lid", "order", "view_count", "share_count", "comment_count", "preview", "updated_at", "live_updates",
        "author", "review_moves",
    )
    list_per_page = 50
    save_on_top = True
    inlines = (ArticleCorrectionInline,)
    # The review's buttons above Django's (news/templates/news/admin/article_change_form.html).
    change_form_template = "news/admin/article_change_form.html"
    # The "History" button: the article's revisions (who, when, what changed), each one restorable.
    object_history_template = "news/admin/article_revisions.html"
    object_history_form_template = "news/admin/article_revision.html"
    history_list_per_page = 50
    # Every action decides what readers see: a section's editors' only (allowed_permissions = publish).
    actions = (
        "publish_now", "move_to_draft", "mark_featured", "unmark_featured", "pin_lead", "unpin_lead",
        "flag_breaking", "end_breaking", "end_live",
    )
    fieldsets = (
        (None, {"fields": ("language", "title", "lead", "body_html")}),
        (_("Review"), {"fields": ("review_moves", "review_note")}),
        (_("Image"), {"fields": ("image", "preview", "image_caption", "video_url")}),
        (_("Publishing"), {"fields": ("status", "publish_date", "author", "lid", "order", "updated_at")}),
        (_("Placement"), {"fields": ("category", "news_type", "provider", "tags", "mega_project")}),
        (_("Translation"), {"fields": ("translation_of",)}),
        (_("Flags"), {"fields": (
            "is_featured", "special_kind", "pinned_until", "breaking_until", "opens_in_new_tab",
            "is_election", "is_brief",
        )}),
        (_("Live coverage"), {"fields": ("is_live", "live_ended_at", "live_updates")}),
        (_("Counters"), {"fields": ("view_count", "share_count", "comment_count"), "classes": ("collapse",)}),
    )

    def view_on_site(self, obj: Article) -> str:
        """The admin's "View on site": the public page once readers have it, the preview before
        (web/preview.py: the page's own render, so it lives with the pages)."""
        if logic.is_live(obj):
            return logic.public_path(obj)
        return reverse("newsroom-article-preview", args=[obj.pk])

    # Who sees and changes which story (roles/access.py): a reporter their own, a section editor their sections'.
    def get_queryset(self, request: HttpRequest) -> QuerySet[Article]:
        return access.articles_for(request.user, super().get_queryset(request))

    def has_change_permission(self, request: HttpRequest, obj: Article | None = None) -> bool:
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or access.can_edit_article(request.user, obj))

    def has_delete_permission(self, request: HttpRequest, obj: Article | None = None) -> bool:
        allowed = super().has_delete_permission(request, obj)
        return allowed and (obj is None or access.can_delete_article(request.user, obj))

    def has_publish_permission(self, request: HttpRequest) -> bool:
        """The list's actions (allowed_permissions = publish): what readers see is the editors' to decide."""
        return request.user.has_perm("news.publish_article")

    def response_action(self, request: HttpRequest, queryset: QuerySet[Article]) -> HttpResponse | None:
        # Actions (delete too) reach the stories of the editor's sections only, not their own elsewhere.
        return super().response_action(request, access.publishable(request.user, queryset))

    def get_readonly_fields(self, request: HttpRequest, obj: Article | None = None) -> tuple[str, ...]:
        fields = tuple(super().get_readonly_fields(request, obj))
        return fields if self._is_editor(request, obj) else (*fields, *EDITORS_FIELDS)

    def formfield_for_foreignkey(self, db_field, request: HttpRequest, **kwargs):  # noqa: ANN001, ANN201
        if db_field.name == "category" and access.is_section_editor(request.user):
            kwargs["queryset"] = access.sections_of(request.user)  # a section editor writes in their sections
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    @staticmethod
    def _is_editor(request: HttpRequest, obj: Article | None) -> bool:
        """Decides the story's status, time and flags: its section's editors (on a new story, any editor:
        the category list holds their sections only)."""
        if obj is None or obj.pk is None:
            return request.user.has_perm("news.publish_article")
        return access.can_publish(request.user, obj)

    def _scoped_or_404(self, request: HttpRequest, object_id: str) -> Article:
        """The story if this user may see it; another reporter's story answers as if it did not exist."""
        try:
            return self.get_queryset(request).get(pk=unquote(object_id))
        except (Article.DoesNotExist, ValueError):
            raise Http404("No such article.") from None

    def changeform_view(self, request: HttpRequest, object_id: str | None = None, form_url: str = "",
                        extra_context: dict | None = None) -> HttpResponse:
        article = self._scoped_or_404(request, object_id) if object_id is not None else None
        if request.method == "POST":
            self._refuse_forged(request, article)
        return super().changeform_view(request, object_id, form_url, extra_context)

    def delete_view(self, request: HttpRequest, object_id: str, extra_context: dict | None = None) -> HttpResponse:
        self._scoped_or_404(request, object_id)
        return super().delete_view(request, object_id, extra_context)

    def history_view(self, request: HttpRequest, object_id: str, extra_context: dict | None = None) -> HttpResponse:
        self._scoped_or_404(request, object_id)
        return super().history_view(request, object_id, extra_context)

    def _refuse_forged(self, request: HttpRequest, article: Article | None) -> None:
        """A post the user's form could not have sent is refused whole (403), before anything is saved: an
        editor's field from someone else (a reporter's "status=published"), or a move they may not make."""
        user = request.user
        if not self._is_editor(request, article):
            forged = [name for name in request.POST
                      if any(name == field or name.startswith(f"{field}_") for field in EDITORS_FIELDS)]
            if forged:
                raise PermissionDenied(f"Not yours to set: {', '.join(forged)}.")
        move = self._requested_move(request)
        if article is None:
            allowed = {SUBMIT: user.has_perm("news.add_article"), PUBLISH: user.has_perm("news.publish_article")}
            if move is not None and not allowed.get(move, False):
                raise PermissionDenied("Not allowed on a new story.")
            return
        if move is not None:
            review.check_move(user, article, MOVE_TO[move])
        posted = request.POST.get("status")
        if move is None and posted:
            review.check_move(user, article, posted)

    @staticmethod
    def _requested_move(request: HttpRequest) -> str | None:
        return next((name for name in REVIEW_BUTTONS if name in request.POST), None)

    def render_change_form(self, request: HttpRequest, context: dict, add: bool = False, change: bool = False,  # type: ignore[override]
                           form_url: str = "", obj: Article | None = None) -> HttpResponse:
        context["review_buttons"] = [(name, REVIEW_BUTTONS[name]) for name in self._review_buttons(request, obj)]
        return super().render_change_form(request, context, add, change, form_url, obj)

    def _review_buttons(self, request: HttpRequest, obj: Article | None) -> list[str]:
        """The moves this user may make on the story from where it is."""
        user = request.user
        if obj is None:
            return [name for name, perm in ((SUBMIT, "news.add_article"), (PUBLISH, "news.publish_article"))
                    if user.has_perm(perm)]
        buttons = []
        if obj.status in access.REPORTER_EDITABLE and review.may_move(user, obj, ArticleStatus.IN_REVIEW):
            buttons.append(SUBMIT)
        if obj.status == ArticleStatus.IN_REVIEW and review.may_move(user, obj, ArticleStatus.SENT_BACK):
            buttons.append(SEND_BACK)
        if obj.status not in READER_STATES and access.can_publish(user, obj):
            buttons.append(PUBLISH)
        return buttons

    def save_model(self, request: HttpRequest, obj: Article, form: ArticleForm, change: bool) -> None:
        stored = Article.objects.filter(pk=obj.pk).values_list("status", flat=True).first() if change else None
        before = stored or ArticleStatus.DRAFT
        if not change:
            obj.author = request.user  # type: ignore[assignment]
        if form.move_to is not None:
            obj.status = form.move_to  # a reporter's form has no status field: the button moves the story
        self._save_and_tell(request, obj, form, change)
        review.record(obj, before, obj.status, request.user, form.cleaned_data.get("review_note", ""))
        if obj.status != before and obj.status in (ArticleStatus.IN_REVIEW, ArticleStatus.SENT_BACK):
            self.message_user(request, str(MOVED_MESSAGES[ArticleStatus(obj.status)]), messages.SUCCESS)

    def _save_and_tell(self, request: HttpRequest, obj: Article, form: ArticleForm, change: bool) -> None:
        restored = self._restored_revision(request)
        if restored is not None:
            # The restore is saved like any edit (cleaned, parsed into blocks, caches refreshed); its revision says so.
            obj._change_reason = f"{revisions.RESTORED}{restored.history_id}"  # type: ignore[attr-defined]
        super().save_model(request, obj, form, change)
        if restored is not None:
            when = timezone.localtime(restored.history_date)
            text = gettext("Restored the revision of %(when)s: readers see it now.")
            self.message_user(request, text % {"when": f"{when:%Y-%m-%d %H:%M:%S}"}, messages.SUCCESS)
        picked_published = form.data.get("status") == ArticleStatus.PUBLISHED or form.requested_move == PUBLISH
        if picked_published and obj.status == ArticleStatus.SCHEDULED:
            # The form turned "Published" into "Scheduled" (a future time): say so, and when.
            when = timezone.localtime(obj.publish_date)
            text = gettext("The publish time is in the future: scheduled for %(when)s.")
            self.message_user(request, text % {"when": f"{when:%Y-%m-%d %H:%M}"}, messages.WARNING)

    def history_view_title(self, request: HttpRequest, obj: Article) -> str:
        return gettext("Revisions of “%(title)s”") % {"title": obj}

    def history_form_view_title(self, request: HttpRequest, obj: Article) -> str:
        return gettext("A revision of “%(title)s”") % {"title": obj}

    def history_form_view(self, request: HttpRequest, object_id: str, version_id: str,
                          extra_context: dict | None = None) -> HttpResponse:
        """The revision in the article's form; saving it restores the article to it (for whoever may change it)."""
        article = self._scoped_or_404(request, object_id)
        if request.method == "POST":
            if not self.has_change_permission(request, article):
                raise PermissionDenied("Not yours to change.")
            self._refuse_forged(request, article)
        revision = get_object_or_404(revisions.revisions_of(object_id), history_id=version_id)
        context = {**(extra_context or {}), "revision": revision}
        return super().history_form_view(request, object_id, version_id, context)

    def set_history_delta_changes(self, request: HttpRequest, historical_records, foreign_keys_are_objs=True) -> None:
        """Each revision on the page with what it changed against the one before (old → new, the body
        as a word diff) and, for a restore, the time of the revision it brought back."""
        records = list(historical_records)
        for record, older in zip(records, [*records[1:], None], strict=True):
            if older is None and record.history_type != "+":
                older = record.prev_record  # the one before is on the next page
            record.revision_changes = revisions.changes(record, older)
            record.restored_from = revisions.restored_from(record)

    def get_form(self, request: HttpRequest, obj: Article | None = None, change: bool = False, **kwargs):  # type: ignore[override]  # noqa: ANN201, E501
        form = super().get_form(request, obj, change, **kwargs)
        move = self._requested_move(request) if request.method == "POST" else None
        if move is not None:
            form = type(form.__name__, (form,), {"requested_move": move})  # the button pressed, for clean()
        if obj is None or not self._is_revision_page(request):
            return form
        article_id = obj.pk

        class RestoreForm(form):  # type: ignore[valid-type,misc]
            """A revision's form starts with the article's status and time as they are now: restoring
            an old text must not unpublish the story (the editor may still change them)."""

            def __init__(self, *args, **kwargs) -> None:
                now = Article.objects.filter(pk=article_id).values("status", "publish_date").first()
                super().__init__(*args, **{**kwargs, "initial": {**(now or {}), **(kwargs.get("initial") or {})}})

        return RestoreForm

    @staticmethod
    def _is_revision_page(request: HttpRequest) -> bool:
        match = request.resolver_match
        return match is not None and match.url_name == "news_article_simple_history"

    def _restored_revision(self, request: HttpRequest):  # noqa: ANN202 - a historical record (a generated model)
        """The revision this save restores, when it comes from a revision's page."""
        if not self._is_revision_page(request):
            return None
        object_id, version_id = request.resolver_match.args  # type: ignore[union-attr]
        return Article.history.filter(id=object_id, history_id=version_id).first()

    @admin.display(description=_("Moves and notes"))
    def review_moves(self, obj: Article) -> str:
        """The story's moves, newest first, with the notes between reporter and editor (never shown to readers)."""
        moves = list(review.moves_of(obj)) if obj.pk else []
        if not moves:
            return gettext("None yet: “Submit for review” sends the story to the editors of its section.")
        rows = format_html_join("", "<li>{} · {} · {}{}</li>", (
            (f"{timezone.localtime(move.moved_at):%Y-%m-%d %H:%M}", move.moved_by or "—",
             _move_label(move), format_html("<blockquote>{}</blockquote>", move.note) if move.note else "")
            for move in moves
        ))
        return format_html('<ol class="review-moves" id="review-moves">{}</ol>', rows)

    @admin.display(description=_("Status"), ordering="status")
    def status_label(self, obj: Article) -> str:
        if obj.status in READER_STATES and obj.publish_date > timezone.now():
            when = timezone.localtime(obj.publish_date)
            return gettext("Scheduled for %(when)s") % {"when": f"{when:%Y-%m-%d %H:%M}"}
        return obj.get_status_display()

    @admin.display(description=_("Translation"))
    def translation_state(self, obj: Article) -> str:
        """Its pair, and whether the original was edited after its translation was last saved."""
        state = translations.state(obj)
        if state.pair is None:
            return gettext("None yet") if obj.language == Language.MONGOLIAN else "—"
        link = format_html('<a href="{}">{}</a>', reverse("admin:news_article_change", args=[state.pair.pk]),
                           state.pair.get_language_display())
        if state.is_behind:
            return format_html('{} <strong>{}</strong>', link, gettext("original edited since"))
        return link

    @admin.display(description=_("Updates"))
    def live_updates(self, obj: Article) -> str:
        """The live article's updates: how many, and links to post one and to see them all."""
        if not obj.pk or not obj.is_live:
            return gettext("Tick “live” and save to post updates.")
        count = obj.live_updates.count()
        add = reverse("admin:news_liveupdate_add") + f"?article={obj.pk}"
        listed = reverse("admin:news_liveupdate_changelist") + f"?article__id__exact={obj.pk}"
        text = ngettext("%(count)d update", "%(count)d updates", count) % {"count": count}
        return format_html('<a class="addlink" href="{}">{}</a> · <a href="{}">{}</a>',
                           add, gettext("Post an update"), listed, text)

    @admin.display(description="")
    def thumbnail(self, obj: Article) -> str:
        url = obj.image_url(160)
        return format_html('<img src="{}" alt="" width="64" style="border-radius:4px">', url) if url else ""

    @admin.display(description=_("Picture"))
    def preview(self, obj: Article) -> str:
        url = obj.image_url(480)
        return format_html('<img src="{}" alt="" width="320">', url) if url else "—"

    @admin.action(description=_("Publish now"), permissions=("publish",))
    def publish_now(self, request: HttpRequest, queryset: QuerySet[Article]) -> None:
        count = review.publish_now(queryset, request.user)
        text = ngettext("%(count)d article published.", "%(count)d articles published.", count)
        self.message_user(request, text % {"count": count}, messages.SUCCESS)

    @admin.action(description=_("Move to draft (unpublish)"), permissions=("publish",))
    def move_to_draft(self, request: HttpRequest, queryset: QuerySet[Article]) -> None:
        count = review.unpublish(queryset, request.user)
        text = ngettext("%(count)d article moved to draft.", "%(count)d articles moved to draft.", count)
        self.message_user(request, text % {"count": count}, messages.SUCCESS)

    @admin.action(description=_("Mark as featured"), permissions=("publish",))
    def mark_featured(self, request: HttpRequest, queryset: QuerySet[Article]) -> None:
        logic.set_featured(queryset, True)

    @admin.action(description=_("Remove from featured"), permissions=("publish",))
    def unmark_featured(self, request: HttpRequest, queryset: QuerySet[Article]) -> None:
        logic.set_featured(queryset, False)

    @admin.action(description=_("Lead the front page for 12 hours"), permissions=("publish",))
    def pin_lead(self, request: HttpRequest, queryset: QuerySet[Article]) -> None:
        count = logic.pin_lead(queryset, logic.PIN_HOURS)
        text = ngettext("%(count)d article leads the front page for 12 hours.",
                        "%(count)d articles lead the front page for 12 hours; the newest of them comes first.", count)
        self.message_user(request, text % {"count": count}, messages.SUCCESS)

    @admin.action(description=_("End the front page pin"), permissions=("publish",))
    def unpin_lead(self, request: HttpRequest, queryset: QuerySet[Article]) -> None:
        logic.pin_lead(queryset, 0)

    @admin.action(description=_("Breaking news for 2 hours"), permissions=("publish",))
    def flag_breaking(self, request: HttpRequest, queryset: QuerySet[Article]) -> None:
        count = breaking.flag(queryset, breaking.BREAKING_HOURS)
        text = ngettext("%(count)d article is breaking news for 2 hours.",
                        "%(count)d articles are breaking news for 2 hours; the strip shows the newest of each edition.",
                        count)
        self.message_user(request, text % {"count": count}, messages.SUCCESS)

    @admin.action(description=_("End breaking news"), permissions=("publish",))
    def end_breaking(self, request: HttpRequest, queryset: QuerySet[Article]) -> None:
        count = breaking.flag(queryset, 0)
        # Open pages ask for the strip every 20 s through caches that keep it 10 s.
        text = ngettext("%(count)d article is no longer breaking news: the strip leaves open pages within "
                        "half a minute.",
                        "%(count)d articles are no longer breaking news: the strip leaves open pages within "
                        "half a minute.", count)
        self.message_user(request, text % {"count": count}, messages.SUCCESS)

    @admin.action(description=_("End live coverage"), permissions=("publish",))
    def end_live(self, request: HttpRequest, queryset: QuerySet[Article]) -> None:
        count = live.end(queryset)
        text = ngettext("%(count)d live coverage ended: it reads as a normal article, its updates in order.",
                        "%(count)d live coverages ended: they read as normal articles, their updates in order.",
                        count)
        self.message_user(request, text % {"count": count}, messages.SUCCESS)


MOVE_TO = {SUBMIT: ArticleStatus.IN_REVIEW, SEND_BACK: ArticleStatus.SENT_BACK, PUBLISH: ArticleStatus.PUBLISHED}
MOVED_MESSAGES = {
    ArticleStatus.IN_REVIEW: _("Submitted for review: the editors of its section see it in their queue."),
    ArticleStatus.SENT_BACK: _("Sent back to the reporter with your note."),
}


def _move_label(move) -> str:  # noqa: ANN001 - a StoryMove
    if move.from_status == move.to_status:
        return gettext("Note")
    return f"{ArticleStatus(move.from_status).label} → {ArticleStatus(move.to_status).label}"


class LiveUpdateForm(forms.ModelForm):
    body_html = ProseEditorFormField(config=EDITOR_CONFIG, required=False, label=_("Text"))

    class Media:
        js = (EDITOR_LABELS_JS,)

    class Meta:
        model = LiveUpdate
        fields = ("article", "published_at", "title", "body_html", "image", "image_caption", "is_pinned",
                  "is_key_event")

    def clean(self) -> dict:
        data = super().clean() or {}
        if not data.get("title") and not (data.get("body_html") or "").strip() and not data.get("image"):
            raise forms.ValidationError(gettext("An update needs a title, a text or a picture."))
        article = data.get("article")
        if article is not None and not article.is_live:
            self.add_error("article", gettext("This article is not live coverage: tick “live” on it first."))
        return data


@admin.register(LiveUpdate)
class LiveUpdateAdmin(EditConflictMixin, admin.ModelAdmin):
    """The updates of live articles: posted one by one while the story runs, newest first."""

    form = LiveUpdateForm
    list_display = ("published_at", "title", "article", "is_pinned", "is_key_event")
    list_filter = ("is_pinned", "is_key_event", "article__language")
    list_select_related = ("article",)
    search_fields = ("title", "body_html", "article__title")
    autocomplete_fields = ("article",)
    date_hierarchy = "published_at"
    list_per_page = 50
    fieldsets = (
        (None, {"fields": ("article", "published_at", "title", "body_html")}),
        (_("Image"), {"fields": ("image", "image_caption")}),
        (_("Placement"), {"fields": ("is_pinned", "is_key_event")}),
    )

    def view_on_site(self, obj: LiveUpdate) -> str:
        return logic.public_path(obj.article) + f"#update-{obj.pk}"

    # A reporter posts to their own stories only, a section editor to their sections' (roles/access.py).
    def get_queryset(self, request: HttpRequest) -> QuerySet[LiveUpdate]:
        return super().get_queryset(request).filter(article__in=access.articles_for(request.user).values("pk"))

    def has_change_permission(self, request: HttpRequest, obj: LiveUpdate | None = None) -> bool:
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or access.can_post_live_update(request.user, obj.article))

    def has_delete_permission(self, request: HttpRequest, obj: LiveUpdate | None = None) -> bool:
        allowed = super().has_delete_permission(request, obj)
        return allowed and (obj is None or access.can_post_live_update(request.user, obj.article))

    def formfield_for_foreignkey(self, db_field, request: HttpRequest, **kwargs):  # noqa: ANN001, ANN201
        if db_field.name == "article":  # a forged post naming another's story is an invalid choice
            kwargs["queryset"] = access.articles_for(request.user)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


@admin.register(Category)
class CategoryAdmin(admin.ModelAdmin):
    list_display = ("name_mn", "name_en", "slug", "position", "is_active")
    list_editable = ("position", "is_active")
    list_filter = ("is_active",)
    search_fields = ("name_mn", "name_en", "slug")
    prepopulated_fields = {"slug": ("name_en",)}


@admin.register(NewsType)
class NewsTypeAdmin(admin.ModelAdmin):
    list_display = ("name_mn", "name_en", "slug", "position")
    list_editable = ("position",)
    search_fields = ("name_mn", "name_en", "slug")


@admin.register(Provider)
class ProviderAdmin(admin.ModelAdmin):
    list_display = ("name_mn", "name_en", "is_active")
    list_filter = ("is_active",)
    search_fields = ("name_mn", "name_en")


@admin.register(Tag)
class TagAdmin(admin.ModelAdmin):
    list_display = ("name", "slug", "language", "is_featured")
    list_filter = ("language", "is_featured")
    search_fields = ("name", "slug")
    prepopulated_fields = {"slug": ("name",)}


@admin.register(MegaProject)
class MegaProjectAdmin(admin.ModelAdmin):
    list_display = ("title", "language", "is_active", "position")
    list_filter = ("language", "is_active")
    search_fields = ("title",)


@admin.register(ReactionKind)
class ReactionKindAdmin(admin.ModelAdmin):
    list_display = ("emoji", "code", "name_mn", "name_en", "position")
    list_editable = ("position",)


@admin.register(Photo)
class PhotoAdmin(admin.ModelAdmin):
    """The body pictures: uploaded once (renditions made then), placed in articles by address."""

    list_display = ("thumbnail", "caption", "address", "created_at")
    search_fields = ("caption",)
    readonly_fields = ("address", "created_at")
    fields = ("image", "caption", "address", "created_at")

    @admin.display(description="")
    def thumbnail(self, obj: Photo) -> str:
        url = obj.image_url(160)
        return format_html('<img src="{}" alt="" width="64" style="border-radius:4px">', url) if url else ""

    def get_deleted_objects(self, objs, request: HttpRequest):
        """A photo an article's body still shows is protected, like any row something points to:
        the delete page names those articles and refuses."""
        to_delete, model_count, perms_needed, protected = super().get_deleted_objects(objs, request)
        for photo in objs:
            for article in logic.articles_showing(photo):
                protected.append(format_html('{}: <a href="{}">{}</a>', str(Article._meta.verbose_name).capitalize(),
                                             reverse("admin:news_article_change", args=[article.pk]), article.title))
        return to_delete, model_count, perms_needed, protected

    @admin.display(description=_("Address for the body"))
    def address(self, obj: Photo) -> str:
        if not obj.pk or not obj.body_url:
            return "—"
        # A read-only field, so the whole address is selected and copied at once (no script: the CSP).
        return format_html('<input type="text" readonly value="{}" size="60" aria-label="{}">', obj.body_url,
                           _("Address for the body"))
