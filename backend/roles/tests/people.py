"""Newsroom people for tests: a login in a role's group (made by the migration), with sections when given."""
from collections.abc import Iterable

from django.contrib.auth.models import Group, User
from django.test import Client

from news.models import Category
from roles.grants import Role
from roles.models import SectionAssignment


def member(role: Role, username: str, sections: Iterable[Category] = ()) -> User:
    user = User.objects.create_user(username, f"{username}@example.invalid", "pw-for-tests-only", is_staff=True)
    user.groups.add(Group.objects.get(name=role.group))
    sections = list(sections)
    if sections:
        SectionAssignment.objects.create(user=user).categories.set(sections)
    return user


def signed_in(user: User) -> Client:
    client = Client()
    client.force_login(user)
    return client
