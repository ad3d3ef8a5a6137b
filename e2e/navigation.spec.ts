// A reader who only clicks finds every screen of spec section 2 within two clicks of the front page,
// in both editions, at phone and desktop width; the phone's drawer and the desktop's menus work by hand.
import { expect, test, type Page } from "@playwright/test";
import { expectLive, watchLive } from "./live";
import { isPhone, openHeaderMenu } from "./menus";

// Spec section 2's screens by the shape of their path (without the edition's prefix). Left out:
// the embeddable footprint and the mobile-app horoscope (for other sites' frames and the app, not
// for readers of the site) and /translations (no screen).
const KINDS: Record<string, RegExp> = {
  home: /^\/$/,
  category: /^\/\d+\/i$/,
  corner: /^\/\d+\/corner$/,
  lifestyle: /^\/\d+\/lifestyle$/,
  media: /^\/media$/,
  list: /^\/i\/list$/,
  newsType: /^\/\d+\/t$/,
  provider: /^\/\d+\/p$/,
  article: /^\/[A-Za-z0-9]{4,16}\/r$/,
  comic: /^\/\d+\/comic$/,
  lastComic: /^\/comic\/last$/,
  poll: /^\/\d+\/poll$/,
  lastPoll: /^\/poll\/last$/,
  detailedPoll: /^\/poll\/detailed$/,
  covid: /^\/covid$/,
  covidCharts: /^\/covid-charts$/,
  exchange: /^\/exchange$/,
  exchangeChart: /^\/exchange-chart$/,
  horoscope: /^\/horoscope(\/(?!daycolor$)[a-z]+)?$/,
  dayColor: /^\/horoscope\/daycolor$/,
  footprint: /^\/\d{4}\/horoscope\/eastern\/footprint$/,
  megaProjects: /^\/megaprojects(\/\d+){0,2}$/,
  mobileTrend: /^\/mtrend$/,
  mobileSpecial: /^\/mspecial$/,
  mobileSearch: /^\/msearch$/,
  trendList: /^\/trend\/list$/,
  today: /^\/today$/,
  video: /^\/video$/,
  photo: /^\/photo$/,
  economy: /^\/economy$/,
  brief: /^\/brief$/,
  yearFeatures: /^\/toim(\/\d{4})?$/,
  tag: /^\/tag\/[^/]+$/,
  parliament: /^\/election\/parliament(\/\d{4})?$/,
  president: /^\/election\/president(\/\d{4})?$/,
  contact: /^\/contact$/,
  ethics: /^\/ethics$/,
  privacy: /^\/privacy$/,
  about: /^\/about$/,
};

function kindOf(path: string): string | null {
  for (const [kind, pattern] of Object.entries(KINDS)) if (pattern.test(path)) return kind;
  return null;
}

/** This edition's paths among `hrefs` (absolute or root-relative), without the edition's prefix. */
function inEdition(hrefs: readonly string[], prefix: string, origin: string): string[] {
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href, origin);
    if (url.origin !== origin) continue;
    const path = url.pathname;
    if (path.startsWith("//")) continue;
    if (prefix ? !(path === prefix || path.startsWith(`${prefix}/`)) : path === "/en" || path.startsWith("/en/")) continue;
    paths.add((prefix ? path.slice(prefix.length) : path) || "/");
  }
  return [...paths];
}

/** The front page's links as the reader has them: hydrated, scrolled to the foot (rows below the
 * fold load as they come into view), menus, drawer and footer included. */
async function frontPageLinks(page: Page, prefix: string): Promise<string[]> {
  await watchLive(page);
  await page.goto(`${prefix}/`);
  await expectLive(page);
  let count = -1;
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(250);
    const now = await page.locator("a[href]").count();
    if (now === count && step > 3) break;
    count = now;
  }
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return inEdition(hrefs, prefix, new URL(page.url()).origin);
}

/** The links of a screen as its server page carries them (what a reader's browser shows first). */
async function serverPageLinks(page: Page, prefix: string, path: string): Promise<string[]> {
  const response = await page.request.get(`${prefix}${path}`);
  expect(response.status(), path).toBeLessThan(400);
  const hrefs = [...(await response.text()).matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
  return inEdition(hrefs, prefix, new URL(page.url()).origin);
}

for (const [lang, prefix] of [["mn", ""], ["en", "/en"]] as const) {
  test(`every screen is two clicks from the front page (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const reached = new Map<string, string>(); // kind -> a path that leads there
    const note = (paths: readonly string[]) => {
      for (const path of paths) {
        const kind = kindOf(path);
        if (kind && !reached.has(kind)) reached.set(kind, path);
      }
    };
    const firstClick = await frontPageLinks(page, prefix);
    note(firstClick);
    // The second click: from the screens the first click reaches, until every kind is found.
    for (const path of firstClick.filter((path) => kindOf(path) !== null)) {
      if (reached.size === Object.keys(KINDS).length) break;
      note(await serverPageLinks(page, prefix, path));
    }
    const missing = Object.keys(KINDS).filter((kind) => !reached.has(kind));
    expect(missing, `not reachable in two clicks: ${missing.join(", ")}`).toEqual([]);
  });
}

test("the header stays small and in reach on a phone, and its drawer holds every menu", async ({ page }) => {
  test.skip(!isPhone(page), "the drawer is the phone's menu");
  await watchLive(page);
  await page.goto("/en/");
  await expectLive(page);
  const header = page.locator(".site-header");
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  await page.mouse.wheel(0, 2500);
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0); // still on screen after scrolling

  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await toggle.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  for (const group of ["Helpful", "Interviews", "Interesting", "Other"]) {
    await expect(drawer.getByRole("region", { name: group }).getByRole("link").first()).toBeVisible();
  }
  // Focus stays inside: tabbing through never reaches the page behind.
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/en\/$/);

  // Back closes the drawer and keeps the reader on the page.
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/en\/$/);

  // A link closes it and opens its screen; Back then returns to the front page.
  await toggle.click();
  await drawer.getByRole("link", { name: "Exchange rates" }).click();
  await expect(page).toHaveURL(/\/en\/exchange$/);
  await expect(drawer).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/$/);
});

test("on a phone the article's title is near the top", async ({ page }) => {
  test.skip(!isPhone(page), "the phone's compact header");
  await page.goto("/");
  const article = await page.locator(".news-card__link[href$='/r']").first().getAttribute("href");
  await page.goto(article!);
  const title = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(title!.y).toBeLessThan(240); // 382 with the full masthead of the desktop
});

for (const [lang, prefix, group, menu, label] of [
  ["mn", "", "Хэрэгтэй", "Цэс", "Валютын ханш"],
  ["en", "/en", "Helpful", "Menu", "Exchange rates"],
] as const) {
  test(`a header menu leads to its screen (${lang})`, async ({ page }) => {
    await watchLive(page);
    await page.goto(`${prefix}/`);
    await expectLive(page);
    const links = await openHeaderMenu(page, group, menu);
    await links.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/exchange$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("the sidebar's services and lists lead to their pages", async ({ page }) => {
  test.skip(isPhone(page), "checked once, at desktop width");
  await watchLive(page);
  await page.goto("/en/");
  await expectLive(page);
  const sidebar = page.getByRole("complementary", { name: "More news" });
  await expect(sidebar.getByTestId("rates-teaser")).toBeVisible({ timeout: 10_000 });
  await sidebar.getByRole("link", { name: "All exchange rates" }).click();
  await expect(page).toHaveURL(/\/en\/exchange$/);
  await page.goto("/en/");
  await sidebar.getByRole("tab", { name: "Trending" }).click();
  await sidebar.getByRole("link", { name: "All the most read news" }).click();
  await expect(page).toHaveURL(/\/en\/trend\/list$/);
});
