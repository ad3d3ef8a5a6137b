// Every news section of spec section 2, in both languages, with an accessibility check.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

interface Category {
  id: number;
  slug: string;
}

async function categoryId(request: APIRequestContext, slug: string): Promise<number> {
  const taxonomy = (await (await request.get("/api/cache/categories?lang=mn")).json()) as { categories: Category[] };
  const found = taxonomy.categories.find((category) => category.slug === slug);
  expect(found, `category ${slug}`).toBeTruthy();
  return found!.id;
}

type Lang = "mn" | "en";

// Each section of spec section 2, its path given or found from the demo's data.
const SECTIONS: [string, (request: APIRequestContext, lang: Lang) => Promise<string>][] = [
  ...[
    "/today", "/video", "/photo", "/economy", "/media", "/i/list", "/trend/list", "/brief", "/toim",
    "/megaprojects", "/mtrend", "/mspecial", "/msearch",
  ].map((path): [string, () => Promise<string>] => [path, async () => path]),
  ["/{economy}/corner", async (request) => `/${await categoryId(request, "economy")}/corner`],
  ["/{lifestyle}/lifestyle", async (request) => `/${await categoryId(request, "lifestyle")}/lifestyle`],
  ["/tag/{tag}", async (request, lang) => {
    // A topic of this year's feature page: a tag of the edition that has news.
    const year = (await (await request.get(`/api/cache/tagmedee?lang=${lang}`)).json()) as { tagmedee_main: { slug: string }[] };
    expect(year.tagmedee_main.length, "a featured tag").toBeGreaterThan(0);
    return `/tag/${encodeURIComponent(year.tagmedee_main[0]!.slug)}`;
  }],
];

for (const lang of ["mn", "en"] as const) {
  for (const [name, pathOf] of SECTIONS) {
    test(`the section ${name} answers with its screen in ${lang}`, async ({ page, request }) => {
      test.slow(); // axe reads the whole page: header, drawer, sidebar and the footer's site map
      const path = await pathOf(request, lang);
      const base = lang === "en" ? "/en" : "";
      const siteName = lang === "en" ? "Daily News Mongolia" : "Өдрийн мэдээ";
      const response = await page.goto(base + path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading, path).not.toBeEmpty();
      await expect(page, path).toHaveTitle(new RegExp(` · ${siteName}$`));
      if (!["/today", "/msearch"].includes(path)) {
        await expect(page.locator("main .news-card").first(), path).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test("today's news lists only today's items, or says there are none", async ({ page }) => {
  await page.goto("/en/today", { waitUntil: "networkidle" });
  const cards = page.locator("main time");
  const empty = page.getByText("No news has been published today yet.");
  await expect(cards.first().or(empty)).toBeVisible();
  for (const label of await cards.allTextContents()) expect(label).toMatch(/ago|Just now/);
});

test("long lists load more: video news and the dense list", async ({ page }) => {
  await page.goto("/video", { waitUntil: "networkidle" });
  const cards = page.locator("main .news-card");
  await expect(cards).toHaveCount(12);
  await page.getByRole("button", { name: "Цааш үзэх" }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
  await page.goto("/en/i/list", { waitUntil: "networkidle" });
  const rows = page.locator("main .news-card");
  await expect(rows).toHaveCount(30);
  await page.getByRole("button", { name: "More news" }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(30);
});

test("the feature page links its topics to tag pages, and the tag page lists the tag's news", async ({ page }) => {
  await page.goto("/toim", { waitUntil: "networkidle" });
  const topic = page.locator(".tag-chips a").first();
  await expect(topic).toHaveAttribute("href", /^\/tag\//);
  // The chip reads "#name 12 мэдээ": its own text nodes are the name, the count is a child element.
  const name = await topic.evaluate((node) =>
    Array.from(node.childNodes)
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent)
      .join("")
      .trim(),
  );
  await topic.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator("main .news-card").first()).toBeVisible();
});

test("mega projects switch between projects and items", async ({ page }) => {
  await page.goto("/megaprojects", { waitUntil: "networkidle" });
  const projects = page.getByRole("navigation", { name: "Төслүүд" }).getByRole("link");
  await expect(projects.first()).toHaveAttribute("aria-current", "page");
  const second = projects.nth(1);
  const title = ((await second.textContent()) ?? "").replace(/\s*\(\d+\)$/, "");
  await second.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(/\/megaprojects\/\d+$/);
});

test("each of a project's other stories opens in place from its own link, none covered by the next card", async ({ page }) => {
  await page.goto("/megaprojects", { waitUntil: "networkidle" });
  const opens = page.locator("main .mega__open");
  expect(await opens.count()).toBeGreaterThan(1);
  const first = opens.first(); // the one the next card would cover
  const title = ((await first.locator(".visually-hidden").textContent()) ?? "").replace(/^:\s*/, "");
  await first.click(); // refused when another card lies over the link
  await expect(page).toHaveURL(/\/megaprojects\/\d+\/\d+$/);
  await expect(page.locator("main .news-card--lead .news-card__title").first()).toHaveText(title);
});

test("sections whose data is missing show the not-found screen with 404", async ({ page }) => {
  for (const path of ["/tag/no-such-tag-here", "/987654321/corner", "/987654321/lifestyle", "/megaprojects/987654321", "/toim/1999"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Хуудас олдсонгүй");
  }
  const english = await page.goto("/en/tag/no-such-tag-here", { waitUntil: "networkidle" });
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});
