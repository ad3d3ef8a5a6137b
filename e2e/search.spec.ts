// Search: the header's form and /msearch, Cyrillic and Latin typing, word forms, typos, "did you mean",
// the order and filters, paging and the messages.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

const results = "main .news-card__title";

test("the header search finds news typed in Cyrillic", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Хайх" }).first().click();
  const input = page.getByRole("searchbox", { name: "Мэдээнээс хайх" }).first();
  await input.fill("сонгууль");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/msearch\?query=/);
  await expect(page.locator(results).first()).toContainText(/Сонгуул/i);
  await expect(page).toHaveTitle(/«сонгууль»/);
  await expectNoSeriousA11yViolations(page);
});

for (const lang of ["mn", "en"] as const) {
  test(`the open header search fits the screen and keeps the language switch in reach (${lang})`, async ({ page }) => {
    await page.goto(lang === "en" ? "/en/3/i" : "/3/i", { waitUntil: "networkidle" });
    await page.locator(".site-header .search > button").click();
    await expect(page.locator(".site-header .search__input")).toBeFocused();
    const width = await page.evaluate(() => window.innerWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = await page.locator("a.language-switch").boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    const input = await page.locator(".site-header .search__input").boundingBox();
    expect(input?.width).toBeGreaterThan(120); // still a field one can type into
  });
}

test("a word typed in Latin letters finds the Cyrillic article, title matches first", async ({ page }) => {
  const response = await page.goto("/msearch?query=songuuli", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);
  const titles = page.locator(results);
  await expect(titles.first()).toContainText(/Сонгуул/i);
  // The server embedded the first results: they are in the HTML before any script runs.
  const html = await (await page.request.get("/msearch?query=songuuli")).text();
  expect(html).toMatch(/Сонгуул/);
});

test("the search page searches again and loads more results", async ({ page }) => {
  await page.goto("/msearch", { waitUntil: "networkidle" });
  await expect(page.getByText("Хайх үгээ оруулна уу. Латин үсгээр бичсэн ч олно.")).toBeVisible();
  const form = page.locator("main form[role=search]");
  await form.getByRole("searchbox").fill("хот");
  await form.getByRole("button", { name: "Хайх" }).click();
  await expect(page).toHaveURL(/query=%D1%85%D0%BE%D1%82/);
  const titles = page.locator(results);
  await expect(titles).toHaveCount(10);
  await page.getByRole("button", { name: "Цааш үзэх" }).click();
  await expect.poll(() => titles.count()).toBeGreaterThan(10);
  const all = await titles.allTextContents();
  expect(new Set(all).size).toBe(all.length);
});

test("an empty, over-long or unmatched query gets a clear message", async ({ page }) => {
  await page.goto("/msearch?query=", { waitUntil: "networkidle" });
  await expect(page.getByRole("alert")).toHaveText("Хайх үгээ оруулна уу.");
  await page.goto(`/en/msearch?query=${"a".repeat(101)}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("alert")).toHaveText("The search may not be longer than 100 characters.");
  await page.goto("/en/msearch?query=qqqzzzxxx", { waitUntil: "networkidle" });
  await expect(page.getByText("No news found for “qqqzzzxxx”.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("English search finds English news", async ({ page }) => {
  await page.goto("/en/msearch?query=Mongolian", { waitUntil: "networkidle" });
  await expect(page.locator(results).first()).toBeVisible();
  await expect(page.getByText("Results for “Mongolian”: best match first.")).toBeVisible();
});

// Words of the demo titles (backend/news/demo/text.py): "хог хаягдлыг" (waste), "waste sorting".
for (const { lang, base, typed, found } of [
  { lang: "mn", base: "", typed: ["хаягдлын", "hayagdal", "хагдал"], found: /хаягдл/i },
  { lang: "en", base: "/en", typed: ["sortings", "wastte"], found: /waste sort/i },
] as const) {
  test(`an inflected, a Latin and a mistyped word find the story, its word marked (${lang})`, async ({ page }) => {
    for (const query of typed) {
      await page.goto(`${base}/msearch?query=${encodeURIComponent(query)}`, { waitUntil: "networkidle" });
      await expect(page.locator(results).filter({ hasText: found }).first(), query).toBeVisible();
      await expect(page.locator("main .news-card__title mark").first(), query).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });
}

test("a Mongolian place name in another romanization finds the English stories", async ({ page }) => {
  await page.goto("/en/msearch?query=Khuvsgul", { waitUntil: "networkidle" });
  await expect(page.locator(results).first()).toBeVisible();
});

test("nothing found suggests the likely word, as a link that searches it", async ({ page }) => {
  await page.goto("/msearch?query=хаягдлл", { waitUntil: "networkidle" });
  const suggestion = page.locator(".search-page__suggestion a");
  await expect(suggestion).toHaveText("хаягдлаа");
  await suggestion.click();
  await expect(page).toHaveURL(/query=%D1%85%D0%B0%D1%8F%D0%B3%D0%B4%D0%BB%D0%B0%D0%B0/);
  await expect(page.locator(results).first()).toBeVisible();
});

test("a sign-only or foreign-script query gets a clear message in the reader's language", async ({ page }) => {
  await page.goto("/msearch?query=%3F%21", { waitUntil: "networkidle" });
  await expect(page.getByRole("alert")).toHaveText("Хайх үгээ бичнэ үү: хайлт тэмдэгт биш, үг хайдаг.");
  await page.goto("/en/msearch?query=%E5%8C%97%E4%BA%AC", { waitUntil: "networkidle" });
  await expect(page.getByRole("alert")).toHaveText("Search reads Mongolian, in Cyrillic or Latin letters, and English.");
});

test("newest first and the filters narrow the results", async ({ page }) => {
  await page.goto("/msearch?query=хот", { waitUntil: "networkidle" });
  const form = page.locator("main form[role=search]");
  await form.getByLabel("Эрэмбэ").selectOption("date");
  await form.getByRole("button", { name: "Хайх" }).click();
  await expect(page).toHaveURL(/sort=date/);
  await expect(page.getByText("«хот» хайлтын үр дүн: шинэ нь эхэнд.")).toBeVisible();
  const dates = await page.locator("main .news-card time").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
  expect(dates.length).toBeGreaterThan(1);
  expect([...dates].sort().reverse()).toEqual(dates);
  const width = await page.evaluate(() => window.innerWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
