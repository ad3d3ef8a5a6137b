"""The newsroom's reminders on its front page (templates/admin/index.html)."""
from django import template

from pages.logic import is_demo_portal

register = template.Library()


@register.simple_tag
def holds_demo_content() -> bool:
    """Whether the portal says to readers that its content is a demo (pages.SiteNotice)."""
    return is_demo_portal()
