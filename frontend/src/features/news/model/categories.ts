import type { Category, NavGroup } from "./types";

/** The categories of one header menu, in the API's order. */
export function categoriesInGroup(categories: readonly Category[], group: NavGroup): Category[] {
  return categories.filter((category) => category.nav_group === group);
}
