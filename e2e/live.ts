// When the app has hydrated the server's page: src/app/Live.tsx sends `portal:live` on the document.
import { expect, type Page } from "@playwright/test";

/** Marks <html data-test-live> when the app goes live; call before page.goto. */
export async function watchLive(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener("portal:live", () => document.documentElement.setAttribute("data-test-live", "")),
  );
}

/** Waits for the app to be live. The timeout is generous: a busy CI machine hydrates slowly, and a
 * slow hydration must not pass for a dead tap (or the other way round). */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.locator("html[data-test-live]"), "the app went live").toHaveCount(1, { timeout: 20_000 });
}
