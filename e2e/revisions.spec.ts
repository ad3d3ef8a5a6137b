// Revisions: an editor changes an article's title, finds the change in its history, restores the
// earlier revision, and readers find the restored title through search, in both editions; and the
// newsroom's list of every correction (its order and query count: backend corrections/tests).
import { expect, test } from "@playwright/test";
import { logInToTheNewsroom } from "./newsroom";

const EDITIONS = {
  mn: {
    base: "", history: "Түүх", changed: "Гарчиг:", restore: "Энэ хувилбарыг сэргээх", restored: "хувилбарыг сэргээлээ",
    wasRestored: "хувилбарыг сэргээсэн",
  },
  en: {
    base: "/en", history: "History", changed: "Title:", restore: "Restore this revision", restored: "Restored the revision of",
    wasRestored: "Restored the revision of",
  },
} as const;

for (const lang of ["mn", "en"] as const) {
  const edition = EDITIONS[lang];

  test(`an editor restores an earlier revision and readers see it (${lang})`, async ({ page, browser, request, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
    // An article well down the list, which the specs that read "the latest article" never pick.
    const latest = (await (await request.get(`/api/news/shinemedee?size=40&lang=${lang}`)).json()) as {
      shinemedee_list: { id: number; lid: string; title: string }[];
    };
    const article = latest.shinemedee_list[24 + testInfo.retry]!;
    const edited = `${article.title} (${lang === "mn" ? "засвар" : "edit"} ${Date.now()})`;

    await logInToTheNewsroom(page);
    await page.goto(`/admin/language/${lang}/?next=/admin/news/article/${article.id}/change/`);
    await page.fill("#id_title", edited);
    await page.click("input[name=_save]");
    await expect(page.locator(".messagelist .success")).toBeVisible();

    // The history: the newest revision is the edit, by this editor, with the title old → new.
    await page.goto(`/admin/news/article/${article.id}/change/`);
    await page.locator(".object-tools").getByRole("link", { name: edition.history }).click();
    const rows = page.locator("#change-history tbody tr");
    await expect(rows.first()).toContainText("e2e-editor");
    await expect(rows.first()).toContainText(`${edition.changed} ${article.title} → ${edited}`);

    // The revision before it has the old title: restoring it is a save of the article's form.
    await rows.nth(1).locator("th a").click();
    await expect(page.locator("#id_title")).toHaveValue(article.title);
    await page.getByRole("button", { name: edition.restore }).first().click();
    await expect(page.locator(".messagelist .success").first()).toContainText(edition.restored);
    await page.goto(`/admin/news/article/${article.id}/history/`);
    await expect(rows.first()).toContainText(edition.wasRestored);
    await expect(rows.first()).toContainText(`${edition.changed} ${edited} → ${article.title}`);

    // A reader (no newsroom cookie) searches for the story and opens it: the restored title.
    const reader = await browser.newContext({ baseURL });
    await reader.clearCookies();
    const readerPage = await reader.newPage();
    await expect(async () => {
      await readerPage.goto(`${edition.base}/msearch?query=${encodeURIComponent(article.title)}`);
      await readerPage.locator(`main a[href$="/${article.lid}/r"]`).first().click({ timeout: 2000 });
      await expect(readerPage).toHaveURL(new RegExp(`${edition.base}/${article.lid}/r$`));
      await expect(readerPage.getByRole("heading", { level: 1 })).toHaveText(article.title, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(readerPage.getByText(edited)).toHaveCount(0);
    await reader.close();
  });
}

test("the newsroom lists every correction, filtered by language, each linked to its article", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
  await logInToTheNewsroom(page);
  await page.goto("/admin/language/mn/?next=/admin/corrections/correction/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("залруулга");
  const rows = page.locator("#result_list tbody tr");
  await expect(rows.first()).toBeVisible();
  // Each row links to its article's form.
  const articleLink = rows.first().locator("td.field-article_link a");
  await expect(articleLink).toHaveAttribute("href", /\/admin\/news\/article\/\d+\/change\/$/);
  // The demo's corrections are in both editions; the filter keeps one.
  await page.locator("#changelist-filter").getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/article__language__exact=en/);
  // The edition is a filter, not a column: the English edition's corrections are written in English.
  await expect(rows.first()).toBeVisible();
  const texts = await rows.locator("td.field-text_start").allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).not.toMatch(/[\u0400-\u04FF]/);
  const title = (await rows.first().locator("td.field-article_link a").textContent())?.trim() ?? "";
  await rows.first().locator("td.field-article_link a").click();
  await expect(page.locator("#id_title")).toHaveValue(title);
});
