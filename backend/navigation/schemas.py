"""Wire shapes of the menus."""

from common.schema import WireSchema

from .models import MenuEntry


class MenuEntryOut(WireSchema):
    """One link: `href` is a path of this site without the edition's prefix, or a full address."""

    label: str
    href: str
    external: bool

    @staticmethod
    def resolve_label(obj: MenuEntry) -> str:
        return obj.text

    @staticmethod
    def resolve_external(obj: MenuEntry) -> bool:
        return obj.is_external


class MenusOut(WireSchema):
    """The header's main menu and four group menus (spec section 1) and the footer's site map."""

    main: list[MenuEntryOut]
    helpful: list[MenuEntryOut]
    interview: list[MenuEntryOut]
    interesting: list[MenuEntryOut]
    other: list[MenuEntryOut]
    footer: list[MenuEntryOut]
