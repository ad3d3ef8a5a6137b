// Wire shapes of the menus (generated from backend/navigation/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** One link of a menu (`/api/menus`): `href` is a path of this site without the edition's prefix, or a full address. */
export type MenuEntry = Schemas["MenuEntryOut"];

/** The header's main menu, the four group menus of the specification, and the footer's extra links. */
export type Menus = Schemas["MenusOut"];

export const MENU_GROUPS = ["helpful", "interview", "interesting", "other"] as const satisfies readonly (keyof Menus)[];
export type MenuGroup = (typeof MENU_GROUPS)[number];
