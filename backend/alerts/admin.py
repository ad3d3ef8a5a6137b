"""The newsroom's alerts: the list of alerts sent (with each edition's limit and what is left of it), and
"Send alert" among the article list's actions, for editors who may publish the story and send alerts."""
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from common.languages import LANGUAGES
from news.models import Article
from web.site_url import site_url

from . import logic
from .models import Alert


@admin.register(Alert)
class AlertAdmin(admin.ModelAdmin):
    list_display = ("title", "edition", "status", "created_at", "queued_by", "queued_count", "sent_count",
                    "failed_count", "gone_count")
    list_filter = ("edition", "status")
    search_fields = ("title",)
    date_hierarchy = "created_at"
    readonly_fields = (*list_display, "article", "link", "finished_at")
    fields = ("title", "link", "article", "edition", "status", "queued_by", "created_at", "finished_at",
              "queued_count", "sent_count", "failed_count", "gone_count")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # an alert is sent from its story: the article list's "Send alert"

    def has_change_permission(self, request: HttpRequest, obj: Alert | None = None) -> bool:
        return False

    def changelist_view(self, request: HttpRequest, extra_context: dict | None = None):  # noqa: ANN201
        for edition in LANGUAGES:  # the limit, where editors look before sending
            messages.info(request, logic.describe_allowance(logic.allowance(edition)))
        return super().changelist_view(request, extra_context)


@admin.action(description=_("Send alert"), permissions=("publish",))
def send_alert(modeladmin: admin.ModelAdmin, request: HttpRequest, queryset: QuerySet[Article]) -> None:
    """Queue the alert of each chosen story (the list hands over only the stories of the editor's sections)."""
    if not request.user.has_perm("alerts.add_alert"):
        modeladmin.message_user(request, _("You may not send alerts."), messages.ERROR)
        return
    for article in queryset.order_by("publish_date"):
        try:
            alert = logic.queue_alert(article, site_url(request), request.user)
        except logic.AlertRefused as refusal:
            modeladmin.message_user(request, refusal.message, messages.WARNING)
        else:
            modeladmin.message_user(request, logic.queued_message(alert), messages.SUCCESS)


def add_send_alert_action(site: admin.AdminSite = admin.site) -> None:
    """Put "Send alert" in the article list's actions (news/admin.py's ArticleAdmin, registered before this
    app's admin is read); the action's right is the article list's `publish`."""
    articles = site.get_model_admin(Article)
    if "send_alert" not in [getattr(action, "__name__", action) for action in articles.actions or ()]:
        articles.actions = (*(articles.actions or ()), send_alert)


add_send_alert_action()
