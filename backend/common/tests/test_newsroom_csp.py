"""The newsroom's pages carry the Content-Security-Policy readers' pages do; the body editor's inline
import map is allowed by its hash, nothing else inline."""
import base64
import hashlib
import re

import pytest
from django.contrib.auth.models import User
from django.test import Client

pytestmark = pytest.mark.django_db


def test_the_sign_in_page_has_the_policy():
    policy = Client().get("/admin/login/")["Content-Security-Policy"]
    assert "script-src 'self';" in policy and "frame-ancestors 'none'" in policy and "object-src 'none'" in policy


def test_the_article_form_allows_exactly_its_import_map():
    editor = User.objects.create_superuser("chief", password="right-password-1")
    client = Client()
    client.force_login(editor)
    response = client.get("/admin/news/article/add/")
    maps = re.findall(rb'<script type="importmap"[^>]*>(.*?)</script>', response.content, re.DOTALL)
    assert maps, "the body editor names its modules in an import map"
    script_src = next(part for part in response["Content-Security-Policy"].split("; ") if part.startswith("script-src"))
    hashes = re.findall(r"'sha256-([^']+)'", script_src)
    assert hashes == [base64.b64encode(hashlib.sha256(found).digest()).decode() for found in maps]
    assert "'unsafe-inline'" not in script_src
