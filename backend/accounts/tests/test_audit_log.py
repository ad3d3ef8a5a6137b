"""The audit log: publishes, deletes (one or several), rights changed however they are made, sign-ins;
newest first, filtered by who, what and when, in both languages; the chief editor's and superusers' only."""
import re

import pytest
from django.contrib.admin.models import CHANGE, LogEntry
from django.contrib.auth.models import Group, Permission, User
from django.test import Client
from django.utils import timezone

from accounts import logic
from accounts.models import AuditAction, AuditEvent
from news.models import Article
from news.tests import factories

from .helpers import REPORTER, newsroom_user, sign_in

pytestmark = pytest.mark.django_db
LOG = "/admin/accounts/auditevent/"


def actions_listed(client: Client, query: str = "") -> list[str]:
    page = client.get(LOG + query).content.decode()
    return re.findall(r'<td class="field-action">([^<]*)</td>', page)


@pytest.fixture
def newsroom():
    admin_user = newsroom_user("admin", superuser=True)
    chief = newsroom_user("chief", logic.CHIEF_EDITOR)
    reporter = newsroom_user("reporter", REPORTER)
    return admin_user, chief, reporter


def test_the_log_lists_publishes_deletes_and_rights_changes_newest_first(newsroom):
    admin_user, chief, reporter = newsroom
    published, one, two, three = (factories.article(title=f"Мэдээ {n}") for n in range(4))
    # The workflow's move, as news/review.py logs it.
    LogEntry.objects.log_actions(chief.pk, [published], CHANGE, change_message="Published", single_object=True)
    LogEntry.objects.log_actions(chief.pk, [published], CHANGE, change_message="Unpublished", single_object=True)
    staff = Client(REMOTE_ADDR="10.40.0.1")
    staff.force_login(admin_user)
    assert staff.post(f"/admin/news/article/{one.pk}/delete/", {"post": "yes"}).status_code == 302
    # Several at once: the admin logs them in bulk (no post_save); the log copies them when read.
    assert staff.post("/admin/news/article/", {"action": "delete_selected", "_selected_action": [two.pk, three.pk],
                                               "post": "yes"}).status_code == 302
    assert Article.objects.filter(pk__in=[one.pk, two.pk, three.pk]).count() == 0
    # Rights: a group's permissions through the admin, a user's groups and permissions from a shell.
    group = Group.objects.get_or_create(name=logic.SECTION_EDITOR)[0]
    extra = Permission.objects.get(codename="delete_staticpage")
    assert not group.permissions.filter(pk=extra.pk).exists()
    response = staff.post(f"/admin/auth/group/{group.pk}/change/", {
        "name": group.name, "permissions": [*group.permissions.values_list("pk", flat=True), extra.pk]})
    assert response.status_code == 302
    reporter.groups.add(group)
    reporter.user_permissions.add(Permission.objects.get(codename="view_auditevent"))
    reporter.groups.remove(group)

    chief_client = Client()
    chief_client.cookies["newsroom_lang"] = "en"
    chief_client.force_login(chief)
    listed = actions_listed(chief_client)
    assert listed[:6] == ["Signed in with password", "Groups changed", "Permissions changed", "Groups changed",
                          "Changed", "Permissions changed"]  # newest first
    assert listed.count("Deleted") == 3 and "Published" in listed and "Unpublished" in listed
    assert listed.index("Unpublished") < listed.index("Published")  # newest first
    page = chief_client.get(LOG).content.decode()
    assert "added: pages.delete_staticpage" in page and "10.40.0.1" in page  # the admin's change, from its address
    assert f"added: {logic.SECTION_EDITOR}" in page and f"removed: {logic.SECTION_EDITOR}" in page
    assert "added: accounts.view_auditevent" in page

    group_event = AuditEvent.objects.get(action=AuditAction.PERMISSIONS_CHANGED, object_type="auth.group")
    assert group_event.actor == admin_user and group_event.detail == {"added": ["pages.delete_staticpage"]}
    shell_event = AuditEvent.objects.filter(action=AuditAction.GROUPS_CHANGED).first()
    assert shell_event is not None and shell_event.actor is None and shell_event.object_repr == "reporter"

    # Filters: by action, by who, by date.
    assert set(actions_listed(chief_client, "?action=deleted")) == {"Deleted"}
    by_chief = actions_listed(chief_client, f"?actor__id__exact={chief.pk}")
    assert "Published" in by_chief and "Deleted" not in by_chief
    today = timezone.localtime(AuditEvent.objects.first().at)  # the newsroom's day (Ulaanbaatar)
    dated = f"?at__year={today.year}&at__month={today.month}&at__day={today.day}"
    assert len(actions_listed(chief_client, dated)) == AuditEvent.objects.count()
    assert actions_listed(chief_client, "?at__year=2001") == []

    mongolian = Client()
    mongolian.force_login(chief)
    in_mongolian = actions_listed(mongolian)
    assert {"Нийтэлсэн", "Нийтлэлээс авсан", "Устгасан", "Эрх өөрчилсөн", "Бүлэг өөрчилсөн"} <= set(in_mongolian)
    assert "хяналтын бүртгэл" in mongolian.get(LOG).content.decode().lower()


def test_sign_ins_and_the_second_factor_are_logged(newsroom):
    _, chief, _ = newsroom
    logic.give_authenticator(chief, "JBSWY3DPEHPK3PXP")
    client = Client(REMOTE_ADDR="10.40.0.2")
    sign_in(client, "chief")
    client.post("/admin/two-factor/", {"code": "12"})
    client.post("/admin/logout/")
    actions = list(AuditEvent.objects.filter(actor=chief).values_list("action", "address"))
    assert actions == [(AuditAction.SIGNED_OUT, "10.40.0.2"), (AuditAction.CODE_REFUSED, "10.40.0.2"),
                       (AuditAction.SIGNED_IN, "10.40.0.2")]


def test_the_log_is_the_chief_editors_and_superusers_only(newsroom):
    admin_user, chief, reporter = newsroom
    section_editor = newsroom_user("section", logic.SECTION_EDITOR)
    for user, allowed in ((admin_user, True), (chief, True), (reporter, False), (section_editor, False)):
        client = Client()
        client.force_login(user)
        assert client.get(LOG).status_code == (200 if allowed else 403), user
        assert ('href="/admin/accounts/auditevent/"' in client.get("/admin/").content.decode()) is allowed, user
    # Read-only for everyone, superusers included.
    client = Client()
    client.force_login(admin_user)
    event = AuditEvent.objects.first()
    assert client.get(f"{LOG}add/").status_code == 403
    assert client.post(f"{LOG}{event.pk}/delete/", {"post": "yes"}).status_code == 403
    assert client.get(f"{LOG}{event.pk}/change/").status_code == 200  # a view, no save button
    assert 'name="_save"' not in client.get(f"{LOG}{event.pk}/change/").content.decode()


def test_the_group_names_are_the_roles_groups():
    """The names this app looks groups up by are those the roles app creates."""
    grants = pytest.importorskip("roles.grants")
    assert logic.SECTION_EDITOR == grants.SECTION_EDITOR.group
    assert logic.CHIEF_EDITOR == grants.CHIEF_EDITOR.group
    assert REPORTER == grants.REPORTER.group


def test_a_user_with_the_permission_may_read_it(newsroom):
    _, _, reporter = newsroom
    reporter.user_permissions.add(Permission.objects.get(codename="view_auditevent"))
    client = Client()
    client.force_login(User.objects.get(pk=reporter.pk))
    assert client.get(LOG).status_code == 200
