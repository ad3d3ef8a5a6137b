"""The newsroom's roles: each a Django group, created with the permissions below (roles/migrations/0002)
and editable in the admin afterwards. docs/newsroom.md has them as a table, and roles/tests/test_table.py
keeps that table equal to what the groups grant.

What a permission reaches is narrowed per story by roles/access.py: a reporter's own stories, a section
editor's sections.
"""
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
})

ROLES = (REPORTER, SECTION_EDITOR, CHIEF_EDITOR, MODERATOR, ADVERTISING, DATA_DESK)
# Users, groups and section assignments: superusers only (the "admin" role of the demo logins), no group.
ADMIN_KEY = "admin"


def codenames(role: Role) -> set[tuple[str, str]]:
    """(app label, codename) of every permission the role is created with."""
    found = set()
    for label, actions in role.grants.items():
        app_label, model = label.split(".")
        for action in actions:
            found.add((app_label, CUSTOM_CODENAMES.get(action) or f"{action}_{model}"))
    return found


def create_groups(apps) -> None:  # noqa: ANN001 - the migration's app registry or django.apps.apps
    """Each role's group with its permissions, when the group does not exist yet: a group the
    administrators have edited keeps their edits (idempotent; run by the migration and by
    ensure_newsroom_user)."""
    group_model = apps.get_model("auth", "Group")
    permission_model = apps.get_model("auth", "Permission")
    for role in ROLES:
        group, created = group_model.objects.get_or_create(name=role.group)
        if not created:
            continue
        wanted = codenames(role)
        permissions = [
            permission for permission in permission_model.objects.select_related("content_type")
            if (permission.content_type.app_label, permission.codename) in wanted
        ]
        missing = wanted - {(p.content_type.app_label, p.codename) for p in permissions}
        assert not missing, f"permissions not found for {role.key}: {sorted(missing)}"
        group.permissions.set(permissions)
