"""The newsroom's roles: each a Django group, created with the permissions below (roles/migrations/0002)
and editable in the admin afterwards. docs/newsroom.md has them as a table, and roles/tests/test_table.py
keeps that table equal to what the groups grant. A grant on a model that came after the groups were made
reaches existing groups by a roles migration calling `add_grants` (roles/migrations/0003).

What a permission reaches is narrowed per story by roles/access.py: a reporter's own stories, a section
editor's sections.
"""
from collections.abc import Iterable
from dataclasses import dataclass, field

VIEW, ADD, CHANGE, DELETE = "view", "add", "change", "delete"
# Article's own permissions (news.models.Article.Meta.permissions), by the action the table names them.
PUBLISH, REVIEW, ANY_SECTION = "publish", "review", "any_section"
CUSTOM_CODENAMES = {PUBLISH: "publish_article", REVIEW: "review_article", ANY_SECTION: "edit_any_section"}

EVERYTHING = (VIEW, ADD, CHANGE, DELETE)
LOOK_UP = (VIEW,)  # enough to pick it in an article's form (autocomplete asks for the right to view)


@dataclass(frozen=True)
class Role:
    key: str  # the demo logins' and the e2e helper's name for it: demo-reporter, logInAs(page, "reporter")
    group: str  # the Django group's name
    grants: dict[str, tuple[str, ...]] = field(default_factory=dict)  # "app.model" -> actions


TAXONOMY_LOOKUP = {
    "news.category": LOOK_UP, "news.newstype": LOOK_UP, "news.provider": LOOK_UP, "news.tag": LOOK_UP,
    "news.megaproject": LOOK_UP,
}

REPORTER = Role("reporter", "Сурвалжлагч / Reporter", {
    "news.article": (VIEW, ADD, CHANGE),
    "news.liveupdate": (VIEW, ADD, CHANGE),
    "news.photo": (VIEW, ADD, CHANGE),
    **TAXONOMY_LOOKUP,
})
SECTION_EDITOR = Role("section-editor", "Хэсгийн редактор / Section editor", {
    "news.article": (*EVERYTHING, PUBLISH, REVIEW),
    "news.liveupdate": EVERYTHING,
    "news.photo": (VIEW, ADD, CHANGE),
    "corrections.correction": EVERYTHING,
    "comments.comment": (VIEW, CHANGE, DELETE),
    **TAXONOMY_LOOKUP,
    "news.tag": (VIEW, ADD, CHANGE),
    "audience.storyminute": LOOK_UP,  # the audience desk (audience/admin.py) is read-only
    "alerts.alert": (VIEW, ADD),  # add: the article list's "Send alert" (alerts/admin.py); alerts are never edited
})
CHIEF_EDITOR = Role("chief-editor", "Ерөнхий редактор / Chief editor", {
    "news.article": (*EVERYTHING, PUBLISH, REVIEW, ANY_SECTION),
    "news.liveupdate": EVERYTHING,
    "news.photo": EVERYTHING,
    "news.category": EVERYTHING,
    "news.newstype": EVERYTHING,
    "news.provider": EVERYTHING,
    "news.tag": EVERYTHING,
    "news.megaproject": EVERYTHING,
    "news.reactionkind": EVERYTHING,
    "corrections.correction": EVERYTHING,
    "comments.comment": (VIEW, CHANGE, DELETE),
    "navigation.menuentry": EVERYTHING,
    "pages.staticpage": EVERYTHING,
    "pages.contactinfo": EVERYTHING,
    "pages.sitenotice": EVERYTHING,
    "polls.poll": EVERYTHING,
    "comics.comic": EVERYTHING,
    "stories.story": EVERYTHING,
    "audience.storyminute": LOOK_UP,
    "alerts.alert": (VIEW, ADD),
    "newsletter.digestrun": LOOK_UP,  # the runs and subscriber counts; addresses are superusers' only
})
MODERATOR = Role("moderator", "Сэтгэгдлийн модератор / Moderator", {
    "comments.comment": (VIEW, CHANGE, DELETE),
    "comments.bannedword": EVERYTHING,
    "comments.blockedclient": EVERYTHING,
})
ADVERTISING = Role("advertising", "Зар сурталчилгаа / Advertising", {
    "ads.adslot": EVERYTHING,
    "ads.adcreative": EVERYTHING,
})
DATA_DESK = Role("data-desk", "Мэдээллийн баг / Data desk", {
    **{f"elections.{model}": EVERYTHING for model in ("election", "party", "electionparty", "district", "candidate")},
    **{f"widgets.{model}": EVERYTHING for model in ("covidday", "currency", "exchangerate", "city", "weatherreading")},
    **{f"horoscope.{model}": EVERYTHING for model in (
        "zodiacsign", "dailyhoroscope", "yearcycle", "easternforecast", "tarotcard", "calendarday", "daycolor",
    )},
    "audience.storyminute": LOOK_UP,
    "newsletter.digestrun": LOOK_UP,
})

ROLES = (REPORTER, SECTION_EDITOR, CHIEF_EDITOR, MODERATOR, ADVERTISING, DATA_DESK)
# Users, groups and section assignments: superusers only (the "admin" role of the demo logins), no group.
ADMIN_KEY = "admin"


def codenames(role: Role, labels: Iterable[str] | None = None) -> set[tuple[str, str]]:
    """(app label, codename) of every permission the role is created with (of these models' only, if named)."""
    found = set()
    for label, actions in role.grants.items():
        if labels is not None and label not in labels:
            continue
        app_label, model = label.split(".")
        for action in actions:
            found.add((app_label, CUSTOM_CODENAMES.get(action) or f"{action}_{model}"))
    return found


def _permissions(apps, wanted: set[tuple[str, str]], role: Role) -> list:  # noqa: ANN001 - as below
    permission_model = apps.get_model("auth", "Permission")
    permissions = [
        permission for permission in permission_model.objects.select_related("content_type")
        if (permission.content_type.app_label, permission.codename) in wanted
    ]
    missing = wanted - {(p.content_type.app_label, p.codename) for p in permissions}
    assert not missing, f"permissions not found for {role.key}: {sorted(missing)}"
    return permissions


def _has_model(apps, label: str) -> bool:  # noqa: ANN001 - as below
    try:
        apps.get_model(label)
    except LookupError:
        return False
    return True


def create_groups(apps) -> None:  # noqa: ANN001 - the migration's app registry or django.apps.apps
    """Each role's group with its permissions, when the group does not exist yet: a group the
    administrators have edited keeps their edits (idempotent; run by the migration and by
    ensure_newsroom_user). In a migration, models not made yet are left to the migration that adds them."""
    group_model = apps.get_model("auth", "Group")
    for role in ROLES:
        group, created = group_model.objects.get_or_create(name=role.group)
        if not created:
            continue
        present = [label for label in role.grants if _has_model(apps, label)]
        group.permissions.set(_permissions(apps, codenames(role, present), role))


def add_grants(apps, labels: Iterable[str]) -> None:  # noqa: ANN001 - as create_groups
    """The roles' grants on these models, added to the roles' groups that exist (a group the administrators
    deleted stays deleted; their edits of other models stay): for models that came after the groups."""
    group_model = apps.get_model("auth", "Group")
    labels = set(labels)
    for role in ROLES:
        wanted = codenames(role, labels)
        group = group_model.objects.filter(name=role.group).first()
        if wanted and group is not None:
            group.permissions.add(*_permissions(apps, wanted, role))


def remove_grants(apps, labels: Iterable[str]) -> None:  # noqa: ANN001 - as create_groups
    """What add_grants added, taken back (its migration's reverse)."""
    group_model = apps.get_model("auth", "Group")
    permission_model = apps.get_model("auth", "Permission")
    labels = set(labels)
    for role in ROLES:
        group = group_model.objects.filter(name=role.group).first()
        for app_label, codename in codenames(role, labels):
            if group is not None:
                group.permissions.remove(*permission_model.objects.filter(
                    content_type__app_label=app_label, codename=codename,
                ))
