// The front page in both languages, with the header and sidebar of every page.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expectLive, watchLive } from "./live";
import { headerLink, openHeaderMenu } from "./menus";

test.describe("front page", () => {
  test("shows the demo news in Mongolian", async ({ page }) => {
    test.slow(); // axe reads the whole page: header, drawer, sidebar and the footer's site map
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "mn");
    await expect(page).toHaveTitle(/Өдрийн мэдээ/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Өдрийн мэдээ");
    await expect(page.getByRole("heading", { name: "Онцлох", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Шинэ мэдээ", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Их уншсан", level: 2 })).toBeVisible();
    const cards = page.locator("main .news-card");
    expect(await cards.count()).toBeGreaterThan(10);
    // Articles link by lid to /{lid}/r.
    await expect(cards.first().locator("a.news-card__link")).toHaveAttribute("href", /^\/[^/]+\/r$/);
    await expect(await headerLink(page, "Сонгууль 2024", "Цэс")).toHaveAttribute("href", "/election/parliament/2024");
    await expectNoSeriousA11yViolations(page);
  });

  test("shows the English edition under /en", async ({ page }) => {
    test.slow(); // as above
    await page.goto("/en/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/Daily News Mongolia/);
    await expect(page.getByRole("heading", { name: "Latest news", level: 2 })).toBeVisible();
    await expect(page.locator("main .news-card a.news-card__link").first()).toHaveAttribute("href", /^\/en\/[^/]+\/r$/);
    await expect(await headerLink(page, "Election 2024", "Menu")).toHaveAttribute("href", "/en/election/parliament/2024");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/en/contact");
    await expect(footer.getByRole("link", { name: "Editorial ethics" })).toHaveAttribute("href", "/en/ethics");
    await expectNoSeriousA11yViolations(page);
  });

  for (const [lang, prefix] of [["mn", ""], ["en", "/en"]] as const) {
    test(`the lead is the newest story with a picture unless an editor pinned one (${lang})`, async ({ page, request }) => {
      // The demo pins nothing, so its freshest story with a picture leads, never an older big story.
      type Item = { title: string; welcome_pic_nodomain: string };
      const latest = (await (await request.get(`/api/news/shinemedee?lang=${lang}&size=20`)).json()) as { shinemedee_list: Item[] };
      const newest = latest.shinemedee_list.find((item) => item.welcome_pic_nodomain);
      expect(newest).toBeDefined();
      await page.goto(`${prefix}/`);
      await expect(page.locator("main .featured__lead .news-card__title")).toHaveText(newest!.title);
    });
  }

  for (const [lang, prefix, interviews, comics] of [["mn", "", "Ярилцлага", "Шог зураг"], ["en", "/en", "Interviews", "Comics"]] as const) {
    test(`asks for the rows at the foot of the page only as the reader nears them (${lang})`, async ({ page }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/cache/home/slider/news-list")) asked.push(request.url());
      });
      await page.goto(`${prefix}/`);
      await page.waitForLoadState("networkidle");
      expect(asked).toEqual([]);
      // Until then the row holds its place with placeholder cards (no links, hidden from readers).
      const row = page.getByRole("region", { name: interviews });
      await expect(row.locator(".news-card--placeholder")).toHaveCount(3);
      await expect(row.locator("a")).toHaveCount(0);
      await row.scrollIntoViewIfNeeded();
      await expect(page.getByRole("heading", { name: interviews, level: 2 })).toBeVisible();
      await expect(row.locator("a.news-card__link").first()).toBeVisible();
      await expect(row.locator(".news-card--placeholder")).toHaveCount(0);
      // The comics row: each card links to its comic, named once by its title.
      const comicLink = page.getByRole("region", { name: comics }).locator(".comic-card a").first();
      await expect(comicLink).toHaveAttribute("href", new RegExp(`^${prefix}/\\d+/comic$`));
      const title = await comicLink.locator("h3").innerText();
      await expect(comicLink).toHaveAccessibleName(title);
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain(`lang=${lang}`);
    });
  }

  for (const lang of ["mn", "en"] as const) {
    test(`the big stories show their lead, the lists beside them titles only (${lang})`, async ({ page, request }) => {
      // The front page's lists are embedded without the leads they never show (lead=0), all but the big stories'.
      const base = lang === "en" ? "/en" : "";
      const specials = (await (await request.get(`/api/news/specials?lang=${lang}`)).json()) as {
        ontslohNewsList: { tom: { title: string; lead: string }[] };
      };
      const big = specials.ontslohNewsList.tom;
      expect(big.length).toBeGreaterThan(1);
      await watchLive(page);
      await page.goto(`${base}/`);
      await expectLive(page);
      const leads = page.locator("main .news-card__lead");
      await expect(leads).toHaveCount(1);
      await expect(leads).toHaveText(big[0]!.lead);
      await page.goto(`${base}/mspecial`);
      await expectLive(page);
      await expect(page.locator("main .news-card__lead")).toHaveText(big.map((item) => item.lead));
    });
  }

  for (const lang of ["mn", "en"] as const) {
    test(`the foot rows arrive without moving the sidebar and footer below them (${lang})`, async ({ page }) => {
      // The rows are asked for as the reader nears them; until they come, placeholder cards of the
      // same height hold their place. Here their answer is held back until the reader is there.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/cache/home/slider/news-list*", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(lang === "en" ? "/en/" : "/");
      const rows = page.getByTestId("home-rows");
      const footer = page.locator("footer.site-footer");
      await rows.scrollIntoViewIfNeeded();
      await expect(rows).toHaveAttribute("aria-busy", "true");
      await expect(rows.locator(".news-card--placeholder").first()).toBeVisible();
      await expect(page.getByTestId("weather-widget")).toBeVisible(); // the sidebar's own late part
      const before = await footer.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
      release();
      await expect(rows.locator("a.news-card__link").first()).toBeVisible();
      await expect(rows.locator(".news-card--placeholder")).toHaveCount(0);
      const after = await footer.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
      expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    });
  }

  test("loads more latest news with the button", async ({ page }) => {
    await page.goto("/");
    const latest = page.getByRole("region", { name: "Шинэ мэдээ" });
    const before = await latest.locator(".news-card").count();
    await latest.getByRole("button", { name: "Цааш үзэх" }).click();
    await expect.poll(() => latest.locator(".news-card").count()).toBeGreaterThan(before);
  });

  test("the search toggle shows and hides the input", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("searchbox")).toBeHidden();
    await page.getByRole("button", { name: "Хайх" }).click();
    const input = page.getByRole("searchbox", { name: "Мэдээнээс хайх" });
    await expect(input).toBeVisible();
    await expect(page.getByRole("button", { name: "Хайлтыг хаах" })).toBeVisible();
    await page.getByRole("button", { name: "Хайлтыг хаах" }).click();
    await expect(input).toBeHidden();
    await expect(page.getByRole("button", { name: "Хайлтыг хаах" })).toBeHidden();
    // Submitting goes to /msearch?query=...
    await page.getByRole("button", { name: "Хайх" }).click();
    await input.fill("банк");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/msearch\?query=%D0%B1/);
  });

  test("a header menu opens its links", async ({ page }) => {
    await watchLive(page);
    await page.goto("/en/");
    await expectLive(page);
    const links = await openHeaderMenu(page, "Helpful", "Menu");
    const link = links.getByRole("link").first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", /^\/en\/\d+\/i$/);
    await page.keyboard.press("Escape");
    await expect(link).toBeHidden();
  });
});

for (const [lang, prefix, live] of [["mn", "", "Шууд"], ["en", "/en", "Live"]] as const) {
  test(`a live story's link names its badge apart from its title (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const link = page.locator("article.news-card", { has: page.locator(".live-mark") }).first().locator("a.news-card__link");
    // The title's own words: the badge may sit inside the heading, and its letters are styled (capitals).
    const title = (await link.locator(".news-card__title").evaluate((heading) =>
      [...heading.childNodes].filter((node) => !(node instanceof Element && node.classList.contains("live-mark")))
        .map((node) => node.textContent ?? "").join(""))).trim();
    // "Live: …" (browsers may put a space before the hidden colon): never "LIVEVIDEO: …".
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(link).toHaveAccessibleName(new RegExp(`^${live} ?: ${escaped}$`));
  });
}
