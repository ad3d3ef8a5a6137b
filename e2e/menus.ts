// The header's menus as a reader opens them: a group's button on a desktop, the drawer on a phone.
import { expect, type Locator, type Page } from "@playwright/test";

const DESKTOP_WIDTH = 1024;

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? DESKTOP_WIDTH) < DESKTOP_WIDTH;
}

/** Opens the header menu `group` (its label) and returns where its links are. */
export async function openHeaderMenu(page: Page, group: string, menuLabel: string): Promise<Locator> {
  if (isPhone(page)) {
    const toggle = page.getByRole("button", { name: menuLabel, exact: true });
    await toggle.click();
    const drawer = page.getByRole("dialog", { name: menuLabel });
    await expect(drawer).toBeVisible();
    return drawer.getByRole("region", { name: group });
  }
  const button = page.getByRole("button", { name: group });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  return page.locator(`#${await button.getAttribute("aria-controls")}`);
}

/** A link of the header: in the bar on a desktop, in the drawer (opened) on a phone. */
export async function headerLink(page: Page, name: string, menuLabel: string): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole("banner").getByRole("link", { name, exact: true });
  await page.getByRole("button", { name: menuLabel, exact: true }).click();
  return page.getByRole("dialog", { name: menuLabel }).getByRole("link", { name, exact: true });
}
