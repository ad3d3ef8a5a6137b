// Corrections: an editor adds one to an article in the newsroom; readers find it on the article and,
// through the footer, on the corrections page, in both editions.
import { expect, test } from "@playwright/test";
import { logInToTheNewsroom } from "./newsroom";
import { expectNoSeriousA11yViolations } from "./axe";

const EDITIONS = {
  mn: { base: "", footer: "Залруулга", heading: "Залруулга, тодруулга", kind: "clarification", label: "Тодруулга", position: "bottom", all: "Бүх залруулга, тодруулга" },
  en: { base: "/en", footer: "Corrections", heading: "Corrections and clarifications", kind: "correction", label: "Correction", position: "top", all: "All corrections and clarifications" },
} as const;

for (const lang of ["mn", "en"] as const) {
  const edition = EDITIONS[lang];

  test(`an editor's correction shows on the article and on the corrections page (${lang})`, async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
    // An article well down the list, which the specs that read "the latest article" never pick.
    const latest = (await (await request.get(`/api/news/shinemedee?size=40&lang=${lang}`)).json()) as {
      shinemedee_list: { id: number; lid: string; title: string }[];
    };
    const article = latest.shinemedee_list[30 + testInfo.retry]!;
    const text = lang === "mn" ? `Тоо нь урьдчилсан дүн болохыг тодруулав (${Date.now()}).` : `The date of the vote is corrected (${Date.now()}).`;

    await logInToTheNewsroom(page);
    await page.goto(`/admin/news/article/${article.id}/change/`);
    const inline = page.locator("#corrections-group");
    await inline.locator(".add-row a").click();
    await page.selectOption("#id_corrections-0-kind", edition.kind);
    await page.selectOption("#id_corrections-0-position", edition.position);
    await page.fill("#id_corrections-0-text", text);
    await page.click("input[name=_save]");
    await expect(page.locator(".messagelist .success")).toBeVisible();

    // A reader comes to the front page and follows the footer's link.
    await expect(async () => {
      await page.goto(`${edition.base}/`);
      await page.getByRole("contentinfo").getByRole("link", { name: edition.footer, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${edition.base}/corrections$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(edition.heading);
      // Newest first: the one just added leads the list.
      await expect(page.locator(".correction").first()).toContainText(text, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const listed = page.locator(".correction").first();
    await expect(listed.locator(".correction__label")).toContainText(edition.label);
    await listed.getByRole("link", { name: article.title }).click();

    await expect(page).toHaveURL(new RegExp(`${edition.base}/${article.lid}/r$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    const note = page.locator(`.article-corrections--${edition.position}`).getByTestId("correction-note").filter({ hasText: text });
    await expect(note).toBeVisible();
    await expect(note).toContainText(edition.label);
    await expect(note.locator("time")).toBeVisible();
    // The box leads to every correction the newsroom has made.
    const all = page.locator(`.article-corrections--${edition.position}`).getByRole("link", { name: edition.all, exact: true });
    await expect(all).toHaveAttribute("href", `${edition.base}/corrections`);
    // Where the editor placed it: above the body, or below it.
    const [noteBox, bodyBox] = [await note.boundingBox(), await page.getByTestId("article-body").boundingBox()];
    expect(noteBox && bodyBox && (edition.position === "top" ? noteBox.y < bodyBox.y : noteBox.y > bodyBox.y)).toBe(true);
  });

  test(`a reader finds the corrections from the footer and opens a corrected article (${lang})`, async ({ page, request }) => {
    await page.goto(`${edition.base}/`);
    const link = page.getByRole("contentinfo").getByRole("link", { name: edition.footer, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${edition.base}/corrections$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(edition.heading);
    await expect(page.getByRole("link", { name: /RSS/ })).toHaveAttribute("href", `${edition.base}/corrections/rss`);
    const feed = await request.get(`${edition.base}/corrections/rss`);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain(`<title>${edition.heading} · `);
    // The demo's notes are there (and any an editor added): each leads to its article, which shows it.
    const first = page.locator(".correction").first();
    const text = (await first.locator(".correction__text").textContent())?.trim() ?? "";
    expect(text).not.toBe("");
    await first.locator(".correction__title a").click();
    await expect(page).toHaveURL(new RegExp(`${edition.base}/[A-Za-z0-9]{4,16}/r$`));
    await expect(page.getByTestId("correction-note").filter({ hasText: text })).toBeVisible();
  });

  // The notes' colours keep AA contrast in both themes, on the list and on the article.
  for (const theme of ["light", "dark"] as const) {
    test(`the corrections page and a corrected article pass axe in the ${theme} theme (${lang})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "theme", value: theme, url: baseURL ?? "http://127.0.0.1" }]);
      await page.goto(`${edition.base}/corrections`);
      await expect(page.locator(".correction").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.locator(".correction__title a").first().click();
      await expect(page.getByTestId("correction-note").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
}
