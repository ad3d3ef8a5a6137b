import type { Page } from "@playwright/test";

/** The e2e server's newsroom login (e2e/serve.sh creates it). */
export async function logInToTheNewsroom(page: Page): Promise<void> {
  await page.goto("/admin/login/");
  await page.fill("#id_username", "e2e-editor");
  await page.fill("#id_password", "e2e-newsroom-only");
  await page.click("input[type=submit]");
}
