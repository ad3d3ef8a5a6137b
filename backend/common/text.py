"""Text helpers shared by domains: HTML sanitising for editor content."""
import nh3

ALLOWED_TAGS = {
    "p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "h2", "h3", "h4",
    "blockquote", "figure", "figcaption", "img", "table", "thead", "tbody", "tr", "th", "td",
    "caption", "hr", "span", "sub", "sup", "iframe",
}
ALLOWED_ATTRIBUTES = {
    "a": {"href", "title", "target"},
    "img": {"src", "alt", "width", "height", "title"},
    "th": {"colspan", "rowspan", "scope"},
    "td": {"colspan", "rowspan"},
    "iframe": {"src", "width", "height", "title", "allowfullscreen"},
}


def sanitize_html(html: str) -> str:
    """Editor HTML reduced to an allow-list: no script, no event handlers, no javascript: URLs."""
    return nh3.clean(
        html or "",
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer",
    )
