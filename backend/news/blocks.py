"""Article bodies as typed blocks: sanitised HTML is parsed once, on save, into a list of blocks.

Block types: paragraph, heading, image, table, quote, list, embed. The frontend renders each
type through one component map; unknown or empty content is dropped here.
"""
from html import escape
from html.parser import HTMLParser
from typing import Any

VOID = {"br", "img", "hr"}


class _Node:
    def __init__(self, tag: str, attrs: dict[str, str]) -> None:
        self.tag, self.attrs = tag, attrs
        self.children: list[_Node | str] = []

    def inner_html(self) -> str:
        return "".join(_serialize(c) for c in self.children)

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def find(self, tag: str) -> "_Node | None":
        for child in self.children:
            if isinstance(child, _Node):
                if child.tag == tag:
                    return child
                found = child.find(tag)
                if found:
                    return found
        return None


def _serialize(node: "_Node | str") -> str:
    if isinstance(node, str):
        return escape(node, quote=False)
    attrs = "".join(f' {k}="{escape(v)}"' for k, v in node.attrs.items())
    if node.tag in VOID:
        return f"<{node.tag}{attrs}>"
    return f"<{node.tag}{attrs}>{node.inner_html()}</{node.tag}>"


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = _Node("root", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = _Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def _image_block(node: _Node, caption: str = "") -> dict[str, Any] | None:
    src = node.attrs.get("src", "")
    if not src:
        return None
    return {"type": "image", "src": src, "alt": node.attrs.get("alt", ""), "caption": caption}


def parse_blocks(html: str) -> list[dict[str, Any]]:
    """Split sanitised HTML into typed blocks (top-level elements become blocks)."""
    builder = _TreeBuilder()
    builder.feed(html or "")
    builder.close()
    blocks: list[dict[str, Any]] = []
    loose: list[_Node | str] = []

    def flush_loose() -> None:
        content = "".join(_serialize(c) for c in loose).strip()
        if content:
            blocks.append({"type": "paragraph", "html": content})
        loose.clear()

    for child in builder.root.children:
        if isinstance(child, str) or child.tag in {"strong", "b", "em", "i", "u", "a", "span", "br", "s", "sub", "sup"}:
            loose.append(child)
            continue
        flush_loose()
        block = _block_for(child)
        if block:
            blocks.append(block)
    flush_loose()
    return blocks


def _block_for(node: _Node) -> dict[str, Any] | None:
    tag = node.tag
    if tag == "p":
        only = [c for c in node.children if not (isinstance(c, str) and not c.strip())]
        if len(only) == 1 and isinstance(only[0], _Node) and only[0].tag == "img":
            return _image_block(only[0])
        content = node.inner_html().strip()
        return {"type": "paragraph", "html": content} if content else None
    if tag in {"h2", "h3", "h4"}:
        text = node.text().strip()
        return {"type": "heading", "level": int(tag[1]), "text": text} if text else None
    if tag == "img":
        return _image_block(node)
    if tag == "figure":
        img = node.find("img")
        caption_node = node.find("figcaption")
        return _image_block(img, caption_node.text().strip() if caption_node else "") if img else None
    if tag == "table":
        return {"type": "table", "html": _serialize(node)}
    if tag == "blockquote":
        # Children (the quote, its attribution) are separate lines: keep a space between them.
        parts = [child if isinstance(child, str) else child.text() for child in node.children]
        text = " ".join(" ".join(part.split()) for part in parts if part.strip())
        return {"type": "quote", "text": text} if text else None
    if tag in {"ul", "ol"}:
        items = [c.inner_html().strip() for c in node.children if isinstance(c, _Node) and c.tag == "li"]
        return {"type": "list", "ordered": tag == "ol", "items": [i for i in items if i]} if items else None
    if tag == "iframe":
        src = node.attrs.get("src", "")
        return {"type": "embed", "src": src, "title": node.attrs.get("title", "")} if src else None
    if tag == "hr":
        return None
    content = node.inner_html().strip()
    return {"type": "paragraph", "html": content} if content else None
