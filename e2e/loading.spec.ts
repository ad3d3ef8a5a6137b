// How a page loads: the server's HTML paints first, then the code that hydrates it (src/boot.ts).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectLive, holdEntry, hydrationChanges, watchHydration, watchLive } from "./live";
import { isPhone } from "./menus";
import { recentArticleLid } from "./uniqueClient";

for (const [lang, prefix, menu, drawer] of [["mn", "", "Хэрэгтэй", "Цэс"], ["en", "/en", "Helpful", "Menu"]] as const) {
  test(`the app's code is fetched after the first paint and then hydrates the page (${lang})`, async ({ page }) => {
    await watchLive(page);
    await page.goto(`${prefix}/`);
    // Hydrated: a header menu opens (it needs React), whether the tap came before or after; on a
    // phone the menus are in the drawer, whose toggle is the header's.
    const menuButton = isPhone(page) ? page.getByRole("button", { name: drawer, exact: true }) : page.getByRole("button", { name: menu });
    await menuButton.click();
    await expectLive(page);
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const code = resources.filter((entry) => /\/static\/assets\/.+\.js$/.test(entry.name) && !/\/boot-/.test(entry.name));
      const stylesheets = resources.filter((entry) => /\/static\/assets\/.+\.css$/.test(entry.name));
      return {
        paint,
        firstCode: Math.min(...code.map((entry) => entry.startTime)),
        codeCount: code.length,
        stylesBeforePaint: stylesheets.filter((entry) => paint !== null && entry.startTime < paint).length,
      };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.codeCount).toBeGreaterThan(1);
    expect(timing.firstCode).toBeGreaterThan(timing.paint!);
    expect(timing.stylesBeforePaint).toBeGreaterThan(0);
  });
}

test("a button tapped before the code has arrived does its work once the page is live", async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto("/en/", { waitUntil: "domcontentloaded" });
  // A header menu's button on a desktop; on a phone the menus are in the drawer, whose toggle it is.
  const menuButton = isPhone(page) ? page.getByRole("button", { name: "Menu", exact: true }) : page.getByRole("button", { name: "Helpful" });
  await menuButton.click();
  expect(await menuButton.getAttribute("aria-expanded")).not.toBe("true"); // not live yet: the tap is held
  release();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true"); // and given to the button once it is
});

test("an amount typed before the code has arrived is converted once the page is live", async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto("/en/exchange", { waitUntil: "domcontentloaded" });
  const rateText = (await page.getByTestId("rate-USD").locator(".rates-table__rate").textContent()) ?? "";
  const rate = Number(rateText.replace(/[^\d.]/g, ""));
  await page.getByTestId("converter-amount").fill("100");
  const mnt = page.getByTestId("converter-mnt");
  const before = await mnt.inputValue(); // not live yet: the other field has not followed
  expect(Math.abs(Number(before.replace(/,/g, "")) - rate * 100)).toBeGreaterThan(1);
  release();
  await expect.poll(async () => Math.abs(Number((await mnt.inputValue()).replace(/,/g, "")) - rate * 100)).toBeLessThan(1);
  await expect(page.getByTestId("converter-amount")).toHaveValue("100");
});

test("a Mongolian page draws Ө ө Ү ү from their own small face, never fetching the whole Cyrillic extension", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("body")).toContainText(/[ӨөҮү]/);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.weight} ${face.unicodeRange}`);
  });
  expect(loaded).toContain("400 U+4AE-4AF, U+4E8-4E9");
  expect(loaded).toContain("700 U+4AE-4AF, U+4E8-4E9");
  expect(fonts.filter((url) => url.includes("mongolian"))).toHaveLength(2);
  expect(fonts.filter((url) => url.includes("cyrillic-ext"))).toEqual([]);
});

// Every kind of screen, in both editions. A mismatch between the server's HTML and the app's
// first render rewrites the server's nodes: the page blinks, and a tap held for a node (boot.ts)
// may be given to one that is no longer there.
const SCREENS = [
  "/", "/en/", "/1/i", "/en/3/i", "/today", "/en/video", "/photo", "/economy", "/en/economy", "/brief",
  "/megaprojects", "/msearch?query=a", "/en/msearch?query=school", "/comic/last", "/poll/last",
  "/en/poll/detailed", "/election/parliament/2024", "/en/election/parliament/2020", "/election/president",
  "/covid", "/en/covid-charts", "/exchange", "/en/exchange", "/horoscope", "/en/horoscope/daycolor",
  "/horoscope/mba", "/2024/horoscope/eastern/footprint", "/about", "/en/privacy", "/trend/list", "/mtrend",
  "/mspecial", "/i/list", "/en/trend/list", "/media", "article:mn", "article:en",
];

for (const screen of SCREENS) {
  test(`${screen} hydrates the server's screen as it is, without an error`, async ({ page, request }) => {
    const path = screen.startsWith("article:")
      ? await articlePath(request, screen.endsWith("en") ? "en" : "mn")
      : screen;
    const problems: string[] = [];
    page.on("console", (message) => {
      // The suite blocks service workers (playwright.config.ts), and Playwright says so when the page registers one.
      if (message.text() === "Service Worker registration blocked by Playwright") return;
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await watchLive(page);
    await watchHydration(page);
    await page.goto(path);
    await expectLive(page);
    expect(problems).toEqual([]);
    // Preact mends a mismatch without a word: the server's nodes must come through untouched.
    expect(await hydrationChanges(page)).toEqual([]);
  });
}

async function articlePath(request: APIRequestContext, lang: "mn" | "en"): Promise<string> {
  const lid = await recentArticleLid(request, lang);
  return lang === "en" ? `/en/${lid}/r` : `/${lid}/r`;
}
