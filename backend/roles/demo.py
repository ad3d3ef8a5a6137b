"""The demo newsroom: one login per role, marked as demo (user names `demo-<role>`, first name "Demo"), the demo
section editor's sections, and one story waiting in the review queue with the reporter's note.

seed_demo makes the logins without a password (nobody can sign in with them yet) so the story has its
reporter; ensure_newsroom_user (run by `make start`) gives each one a password and writes them down.
"""
import random
from datetime import datetime

from django.contrib.auth.models import Group, User

from news import review
from news.models import Article, ArticleStatus, Category

from .grants import ADMIN_KEY, ROLES
from .models import SectionAssignment

PREFIX = "demo"
# The demo section editor's sections (slugs of the demo categories, news/demo/text.py).
DEMO_SECTIONS = ("politics", "economy", "society")
ROLE_KEYS = (*(role.key for role in ROLES), ADMIN_KEY)
ROLE_NAMES = {
    "reporter": "Reporter", "section-editor": "Section editor", "chief-editor": "Chief editor",
    "moderator": "Moderator", "advertising": "Advertising", "data-desk": "Data desk", ADMIN_KEY: "Administrator",
}
REVIEW_NOTE = ("Жишээ тэмдэглэл: гурав дахь догол мөрийн тоонууд яамны мэдээллээс авсан, гарчгийг шалгаж өгнө үү. / "
               "Demo note: the figures in the third paragraph come from the ministry's release; "
               "please check the headline.")


def login(key: str, prefix: str = PREFIX) -> tuple[User, bool]:
    """The login `<prefix>-<key>` with its role's group (a superuser for "admin"), made when missing."""
    username = f"{prefix}-{key}"
    user, created = User.objects.get_or_create(username=username, defaults={
        "first_name": "Demo" if prefix == PREFIX else prefix.upper(), "last_name": ROLE_NAMES[key],
        "email": f"{username}@example.invalid", "is_staff": True, "is_superuser": key == ADMIN_KEY,
    })
    if created:
        user.set_unusable_password()
        user.save(update_fields=["password"])
        role = next((role for role in ROLES if role.key == key), None)
        if role is not None:
            user.groups.add(Group.objects.get(name=role.group))
        if key == "section-editor":
            assignment = SectionAssignment.objects.create(user=user)
            assignment.categories.set(Category.objects.filter(slug__in=DEMO_SECTIONS))
    return user, created


def seed_demo_content(rng: random.Random, now: datetime) -> None:
    """The demo logins, and one Mongolian draft handed in by the demo reporter, in the section editor's section."""
    for key in ROLE_KEYS:
        login(key)
    reporter, _ = login("reporter")
    story = Article.objects.filter(language="mn", status=ArticleStatus.DRAFT).order_by("pk").first()
    section = Category.objects.filter(slug=DEMO_SECTIONS[0]).first()
    if story is None or section is None:
        return
    story.author, story.category, story.status = reporter, section, ArticleStatus.IN_REVIEW
    story.save()
    review.record(story, ArticleStatus.DRAFT, ArticleStatus.IN_REVIEW, reporter, REVIEW_NOTE)
