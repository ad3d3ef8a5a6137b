// The article page: reading, zooming, scrolling tables, sharing a selection, font size, the next article.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { findArticle, hasBlock } from "./readingData";

test("an article opens from the front page with its header, body, attribution and related news", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  const link = page.locator("main a.news-card__link:not([target])").first();
  const title = (await link.locator(".news-card__title").textContent())?.trim() ?? "";
  const counted = page.waitForRequest((request) => request.url().endsWith("/api/news/view") && request.method() === "POST");
  await link.click();
  await expect(page).toHaveURL(/\/[A-Za-z0-9]{4,16}\/r$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · Өдрийн мэдээ`);
  await counted;
  const article = page.locator("article.article");
  await expect(article.locator(".article__category")).toHaveAttribute("href", /^\/\d+\/i$/);
  await expect(article.locator("time").first()).toBeVisible();
  await expect(article.getByText(/эх сурвалж/)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Уншсан хэмжээ" })).toHaveAttribute("aria-valuenow", /\d+/);
  await page.getByTestId("related-news").scrollIntoViewIfNeeded();
  // Asked for as the reader nears it; this is often a run's first test, on a server just started.
  await expect(page.getByRole("heading", { name: "Ижил ангиллын мэдээ" })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
});

test("an article names its category as the API's newstyppe, and the category's page holds only that category", async ({ page, request }) => {
  type Item = { lid: string; title: string; newstyppe: { id: number; name: string }; newsType: { id: number; name: string } };
  const latest = (await (await request.get("/api/news/shinemedee?size=20")).json()) as { shinemedee_list: Item[] };
  // Demo news whose type and category differ, so the two cannot be mistaken for each other.
  const item = latest.shinemedee_list.find((news) => news.newstyppe.id !== news.newsType.id) ?? latest.shinemedee_list[0]!;
  await page.goto(`/${item.lid}/r`);
  const category = page.locator("article.article .article__category");
  await expect(category).toHaveAttribute("href", `/${item.newstyppe.id}/i`);
  await expect(category).toHaveText(item.newstyppe.name);
  await category.click();
  await expect(page).toHaveURL(new RegExp(`/${item.newstyppe.id}/i$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.newstyppe.name);
  // Every card of a category's page names that category.
  const links = page.locator("main a.news-card__category");
  await expect(links.first()).toBeVisible();
  expect(new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href"))))).toEqual(new Set([`/${item.newstyppe.id}/i`]));
});

test("links change the screen without a page load, a new screen starts at the top, and Back returns (/en)", async ({ page }) => {
  await page.goto("/en/", { waitUntil: "networkidle" });
  await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true));
  const link = page.locator("main a.news-card__link:not([target])").nth(6);
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const title = (await link.locator(".news-card__title").textContent())?.trim() ?? "";
  await link.click();
  await expect(page).toHaveURL(/\/en\/[A-Za-z0-9]{4,16}\/r$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator("main a.news-card__link").first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("the server renders the article with its social card and answers 404 for an unknown one", async ({ page, request }) => {
  test.slow(); // two pages, and axe reads the whole article page: header, drawer, sidebar and footer
  const found = await findArticle(request, hasBlock("paragraph"), "en");
  const response = await page.goto(`/en/${found.lid}/r`, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+\/media\//);
  await expect(page.getByText("When using this news, please cite the source: Daily News Mongolia.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const missing = await page.goto("/en/zzzzzz99/r", { waitUntil: "networkidle" });
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("an image in the body zooms in a lightbox that Escape closes", async ({ page, request }) => {
  const found = await findArticle(request, hasBlock("image"));
  await page.goto(`/${found.lid}/r`, { waitUntil: "networkidle" });
  const zoom = page.getByRole("button", { name: /Зургийг томруулах/ }).first();
  await zoom.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Зургийг хаах" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();
  // It opens again, and the close button closes it too.
  await zoom.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Зургийг хаах" }).click();
  await expect(dialog).toBeHidden();
});

test("a wide table scrolls sideways in its own labelled container", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const found = await findArticle(request, hasBlock("table"));
  await page.goto(`/${found.lid}/r`, { waitUntil: "networkidle" });
  const region = page.getByRole("region", { name: /Хүснэгт/ }).first();
  await expect(region).toHaveAttribute("tabindex", "0");
  const sizes = await region.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(360);
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
});

test("selecting text offers sharing only for a non-empty selection shorter than 400 characters", async ({ page, request }) => {
  const found = await findArticle(request, (blocks) => blocks.filter((block) => block.type === "paragraph").length >= 3);
  await page.goto(`/${found.lid}/r`, { waitUntil: "networkidle" });
  const body = page.getByTestId("article-body");
  const offer = page.getByTestId("selection-share");
  await expect(offer).toBeHidden();
  const select = (length: number | "all") =>
    body.evaluate((node, wanted) => {
      const range = document.createRange();
      if (wanted === "all") range.selectNodeContents(node);
      else {
        const text = node.querySelector("p")!.firstChild!;
        range.setStart(text, 0);
        range.setEnd(text, Math.min(wanted, text.textContent!.length));
      }
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString().trim().length;
    }, length);

  expect(await select(40)).toBeGreaterThan(0);
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("link", { name: /^X/ })).toHaveAttribute("href", /^https:\/\/x\.com\/intent\/tweet\?/);
  expect(await select("all")).toBeGreaterThanOrEqual(400);
  await expect(offer).toBeHidden();
  await select(25);
  await expect(offer).toBeVisible();
  await page.evaluate(() => window.getSelection()?.removeAllRanges());
  await expect(offer).toBeHidden();
});

test("the font size changes in steps of 2 within 11 to 25 and is remembered", async ({ page, request }) => {
  const found = await findArticle(request, hasBlock("paragraph"));
  await page.goto(`/${found.lid}/r`, { waitUntil: "networkidle" });
  const value = page.getByTestId("font-size-value");
  const body = page.getByTestId("article-body");
  const bigger = page.getByRole("button", { name: "Үсгийг томруулах" });
  const smaller = page.getByRole("button", { name: "Үсгийг жижигрүүлэх" });
  await expect(value).toHaveText("15 px");
  await bigger.click();
  await expect(value).toHaveText("17 px");
  await expect(body).toHaveCSS("font-size", "17px");
  for (let i = 0; i < 6; i++) if (await bigger.isEnabled()) await bigger.click();
  await expect(value).toHaveText("25 px");
  await expect(bigger).toBeDisabled();
  await smaller.click();
  await expect(value).toHaveText("23 px");
  await page.reload({ waitUntil: "networkidle" });
  await expect(value).toHaveText("23 px");
  await expect(body).toHaveCSS("font-size", "23px");
  for (let i = 0; i < 8; i++) if (await smaller.isEnabled()) await smaller.click();
  await expect(value).toHaveText("11 px");
  await expect(smaller).toBeDisabled();
  await page.evaluate(() => window.localStorage.clear());
});

test("reading to the end shows the next article, which opens", async ({ page, request }) => {
  const found = await findArticle(request, hasBlock("paragraph"));
  await page.goto(`/${found.lid}/r`, { waitUntil: "networkidle" });
  const next = page.getByTestId("next-article");
  await expect(next).toBeHidden();
  const progress = page.getByRole("progressbar", { name: "Уншсан хэмжээ" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(next).toBeVisible();
  const link = next.locator("a.news-card__link");
  const nextTitle = (await link.locator(".news-card__title").textContent())?.trim() ?? "";
  expect(nextTitle).not.toBe(found.title);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextTitle);
  await expect(page).not.toHaveURL(new RegExp(`/${found.lid}/r$`));
});

test("an article lives in its own edition: a wrong-edition link moves there, and the language switch leads to the other front page", async ({
  page,
  request,
}) => {
  // Articles without a translation: the switch of a paired one leads to its pair (e2e/translations.spec.ts).
  const mongolian = await findArticle(request, hasBlock("paragraph"), "mn", { unpaired: true });
  const english = await findArticle(request, hasBlock("paragraph"), "en", { unpaired: true });
  // A first load at the other edition's path: the server moves it.
  const response = await page.goto(`/en/${mongolian.lid}/r`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`^[^?]+//[^/]+/${mongolian.lid}/r$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "mn");
  // The other edition has no such article: its front page, in its language.
  const toEnglish = page.locator("a.language-switch");
  await expect(toEnglish).toHaveAttribute("href", "/en/");
  // Reached inside the app (history navigation, no server round trip): the page moves itself.
  await page.goto("/en/", { waitUntil: "networkidle" });
  await page.evaluate((lid) => {
    history.pushState(null, "", `/en/${lid}/r`);
    dispatchEvent(new PopStateEvent("popstate"));
  }, mongolian.lid);
  await expect(page).toHaveURL(new RegExp(`^[^?]+//[^/]+/${mongolian.lid}/r$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "mn");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`/${english.lid}/r`);
  await expect(page).toHaveURL(new RegExp(`/en/${english.lid}/r$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("a.language-switch")).toHaveAttribute("href", "/");
});

test("the copy-link button beside the share links copies the article's address and says so, in both editions", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  for (const [lang, copy, copied] of [["mn", "Холбоос хуулах", "Холбоос хуулагдлаа"], ["en", "Copy link", "Link copied"]] as const) {
    const found = await findArticle(request, hasBlock("paragraph"), lang);
    await page.goto(`${lang === "en" ? "/en" : ""}/${found.lid}/r`, { waitUntil: "networkidle" });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^http://[^/]+${lang === "en" ? "/en" : ""}/${found.lid}/r$`));
    const bar = page.locator(".article__tools .share-links");
    await bar.getByRole("button", { name: copy }).click();
    await expect(bar.getByRole("status")).toHaveText(copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  }
});
