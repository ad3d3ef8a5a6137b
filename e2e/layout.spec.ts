// Parts of every page: the language switch and the sidebar's tabs and endless list.
import { expect, test } from "@playwright/test";
import { expectLive, watchLive } from "./live";
import { findArticle } from "./readingData";

test("the language switch keeps the reader on the same screen", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator(".main-nav__list a[href$='/i']").first().getAttribute("href");
  expect(href).toMatch(/^\/\d+\/i$/);
  await page.goto(href!);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`/en${href}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Монгол" }).click();
  await expect(page).toHaveURL(href!);
  await expect(page.locator("html")).toHaveAttribute("lang", "mn");
});

test("the sidebar loads more news when scrolled to its bottom", async ({ page }) => {
  await page.goto("/");
  const sidebar = page.getByRole("complementary", { name: "Бусад мэдээ" });
  const panel = sidebar.getByRole("tabpanel");
  const items = panel.locator(".sidebar__item");
  await expect(items).toHaveCount(8);
  const scroller = panel.getByTestId("sidebar-scroll");
  await scroller.scrollIntoViewIfNeeded();
  await scroller.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
  await expect.poll(() => items.count()).toBeGreaterThan(8);
});

for (const path of ["/", "/en/"]) {
  test(`the footer stays where it is when the weather and the rates appear (${path})`, async ({ page }) => {
    // The weather widget and the sidebar's rates are read once the page is idle; their boxes are
    // held until then. Both readings are held back here so the boxes are measured before them, at
    // a narrow phone's width too (where the description and the note wrap) and at this project's
    // own width.
    const widths = [320, page.viewportSize()!.width];
    await watchLive(page);
    for (const width of widths) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      for (const read of [/\/api\/cache\/weather/, /\/api\/cache\/exchange(\?|$)/]) {
        await page.route(read, async (route) => {
          await held;
          await route.continue();
        });
      }
      await page.setViewportSize({ width, height: page.viewportSize()!.height });
      await page.goto(path);
      const footerTop = () => page.locator("footer").evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
      await expect(page.locator(".weather-placeholder")).toBeAttached();
      await expectLive(page);
      const before = await footerTop();
      release();
      await expect(page.getByTestId("weather-widget")).toBeVisible();
      await expect(page.locator(".rates-teaser__list")).toBeVisible();
      // Without the boxes the weather moved it 176 px and the rates 123 px.
      expect(Math.abs((await footerTop()) - before), `at ${width} px`).toBeLessThanOrEqual(1);
      await page.unrouteAll();
    }
  });
}

test("the sidebar tabs switch between new, featured and trend news", async ({ page }) => {
  await page.goto("/en/");
  const sidebar = page.getByRole("complementary", { name: "More news" });
  const featured = sidebar.getByRole("tab", { name: "Featured" });
  await featured.click();
  await expect(featured).toHaveAttribute("aria-selected", "true");
  await expect(sidebar.getByRole("tabpanel").locator(".sidebar__item").first()).toBeVisible();
  // Arrow keys move between tabs.
  await featured.press("ArrowRight");
  const trend = sidebar.getByRole("tab", { name: "Trending" });
  await expect(trend).toBeFocused();
  await expect(trend).toHaveAttribute("aria-selected", "true");
  await expect(sidebar.getByRole("tabpanel").locator(".sidebar__item").first()).toBeVisible();
});

test("away from the front page the sidebar reads the trend list when its tab is opened", async ({ page }) => {
  await page.goto("/en/i/list");
  const sidebar = page.getByRole("complementary", { name: "More news" });
  const trendRead = page.waitForResponse((response) => response.url().includes("/api/cache/news/trend"));
  await sidebar.getByRole("tab", { name: "Trending" }).click();
  expect((await trendRead).status()).toBe(200);
  await expect(sidebar.getByRole("tabpanel").locator(".sidebar__item").first()).toBeVisible();
});

// The server draws the layout once and fits each page's own parts into it (frontend/src/app/layout/shell.ts);
// the layout's ids are fixed and the screen's come from useId, so the two must never meet.
for (const lang of ["mn", "en"] as const) {
  test(`an article page has one element per id and every ARIA reference finds its element (/${lang})`, async ({ page, request }) => {
    const article = await findArticle(request, () => true, lang);
    await watchLive(page);
    await page.goto(`${lang === "en" ? "/en" : ""}/${article.lid}/r`);
    await expectLive(page);
    const broken = () =>
      page.evaluate(() => {
        const ids = [...document.querySelectorAll("[id]")].map((node) => node.id);
        const doubled = ids.filter((id, index) => ids.indexOf(id) !== index);
        const references = [...document.querySelectorAll("[aria-controls], [aria-labelledby], label[for]")].flatMap((node) =>
          ["aria-controls", "aria-labelledby", "for"].flatMap((name) => (node.getAttribute(name) ?? "").split(" ").filter(Boolean)),
        );
        return { doubled, missing: references.filter((id) => !document.getElementById(id)), references: references.length };
      });
    const loaded = await broken();
    expect(loaded.doubled).toEqual([]);
    expect(loaded.missing).toEqual([]);
    expect(loaded.references).toBeGreaterThan(5); // the header's menus, the search form, the sidebar's tabs
    // Parts the browser draws later (a sidebar tab's list, the comment form) take ids of their own.
    const sidebar = page.getByRole("complementary", { name: lang === "en" ? "More news" : "Бусад мэдээ" });
    await sidebar.getByRole("tab").nth(1).click();
    await expect(sidebar.getByRole("tabpanel").locator(".sidebar__item").first()).toBeVisible();
    await page.locator("form.comment-form").first().scrollIntoViewIfNeeded();
    await expect(page.locator("form.comment-form").first()).toBeVisible();
    const later = await broken();
    expect(later.doubled).toEqual([]);
    expect(later.missing).toEqual([]);
  });
}
