/** One link of a menu (`/api/menus`): `href` is a path of this site without the edition's prefix, or a full address. */
export interface MenuEntry {
  label: string;
  href: string;
  external: boolean;
}

/** The header's main menu, the four group menus of the specification, and the footer's extra links. */
export interface Menus {
  main: MenuEntry[];
  helpful: MenuEntry[];
  interview: MenuEntry[];
  interesting: MenuEntry[];
  other: MenuEntry[];
  footer: MenuEntry[];
}

export const MENU_GROUPS = ["helpful", "interview", "interesting", "other"] as const satisfies readonly (keyof Menus)[];
export type MenuGroup = (typeof MENU_GROUPS)[number];
