// The UI strings reach the browser as a hashed static file kept for good, not inside every page;
// when that file cannot be had, the /translations endpoint serves the same strings.
import { expect, test, type Page } from "@playwright/test";
import { openHeaderMenu } from "./menus";

/** The header menus open only once the page is hydrated, and hydration needs the strings. */
async function openMenu(page: Page, name: string): Promise<void> {
  const links = await openHeaderMenu(page, name, name === "Хэрэгтэй" ? "Цэс" : "Menu");
  await expect(links.getByRole("link").first()).toBeVisible();
}

for (const [lang, prefix, menu] of [["mn", "", "Хэрэгтэй"], ["en", "/en", "Helpful"]] as const) {
  test(`the page carries no UI strings and fetches its language's file once, cached for good (${lang})`, async ({ page }) => {
    const catalogs: string[] = [];
    page.on("request", (request) => {
      if (/\/static\/assets\/(mn|en)-[\w-]+\.json$/.test(request.url()) || request.url().includes("/translations/")) {
        catalogs.push(request.url());
      }
    });
    const catalogResponse = page.waitForResponse(new RegExp(`/static/assets/${lang}-[\\w-]+\\.json$`));
    await page.goto(`${prefix}/`);
    const embedded = await page.locator("#portal-data").textContent();
    expect(JSON.parse(embedded!)).not.toHaveProperty("catalog");
    const response = await catalogResponse;
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(await response.json()).toHaveProperty("site");
    await openMenu(page, menu);
    expect(catalogs).toHaveLength(1);
  });
}

test("when the strings file fails, the page takes them from /translations and still comes alive", async ({ page }) => {
  await page.route(/\/static\/assets\/en-[\w-]+\.json$/, (route) => route.fulfill({ status: 503, body: "" }));
  const fallback = page.waitForResponse((response) => response.url().includes("/translations/messages.json?locales=en"));
  await page.goto("/en/");
  expect((await fallback).status()).toBe(200);
  await openMenu(page, "Helpful");
});

test("without any strings the server's page stays readable and its links work", async ({ page }) => {
  await page.route(/\/static\/assets\/mn-[\w-]+\.json$/, (route) => route.abort());
  await page.route(/\/translations\//, (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Өдрийн мэдээ");
  const link = page.locator("main a.news-card__link").first();
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.locator("article h1, main h1").first()).toBeVisible();
});
