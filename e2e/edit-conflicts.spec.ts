// No lost edits (backend common/edit_conflicts.py): two browsers open one story; each sees the other has
// it open; the first saves a new title, the second's save of a new lead is refused with the first's change
// shown and the lead typed kept; saving again keeps both. In Mongolian and English, at desktop and phone width.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { logInAs, logInToTheNewsroom } from "./newsroom";

const EDITIONS = {
  mn: { others: "Одоо бас нээсэн:", refused: "таны хадгалалт хийгдээгүй", whatChanged: "Тэдний өөрчилсөн зүйл" },
  en: { others: "Also open now by:", refused: "your save was not made", whatChanged: "What they changed" },
} as const;

// Two people (two sign-ins: one login's browsers share its session in these tests).
async function editor(browser: Browser, lang: "mn" | "en", width: number, isChief: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await (isChief ? logInAs(page, "chief-editor") : logInToTheNewsroom(page));
  await page.goto(`/admin/language/${lang}/?next=/admin/`);
  return page;
}

for (const lang of ["mn", "en"] as const) {
  const edition = EDITIONS[lang];

  test(`the second save of one story is refused with the first's change shown (${lang})`, async ({ browser, request }, testInfo) => {
    const width = testInfo.project.name === "phone" ? 390 : 1280;
    // An article far down the list that no other spec edits: its place differs per edition and project.
    const latest = (await (await request.get(`/api/news/shinemedee?size=40&lang=${lang}`)).json()) as {
      shinemedee_list: { id: number; title: string }[];
    };
    const article = latest.shinemedee_list[(testInfo.project.name === "phone" ? 30 : 32) + testInfo.retry]!;
    const url = `/admin/news/article/${article.id}/change/`;
    const first = await editor(browser, lang, width, false);
    const second = await editor(browser, lang, width, true);
    await first.goto(url);
    await second.goto(url);

    // Presence: the second sees the first at once; the first sees the second at its next heartbeat (20 s).
    await expect(second.locator("#edit-presence")).toContainText(edition.others);
    await expect(second.locator("#edit-presence")).toContainText("e2e-editor");

    const title = `${article.title} (${Date.now()})`;
    await first.fill("#id_title", title);
    await first.click("input[name=_save]");
    await expect(first.locator(".messagelist .success")).toBeVisible();

    const lead = `${lang === "mn" ? "Хоёр дахь редакторын товч" : "The second editor's lead"} ${Date.now()}`;
    await second.fill("#id_lead", lead);
    await second.click("input[name=_save]");
    await expect(second.locator("ul.errorlist.nonfield")).toContainText(edition.refused);
    const conflict = second.locator("#edit-conflict");
    await expect(conflict).toContainText(edition.whatChanged);
    await expect(conflict.locator("ins")).toContainText(title);
    await expect(second.locator("#id_lead")).toHaveValue(lead); // nothing typed is lost
    await expect(second.locator("#id_title")).toHaveValue(title); // the first's change is in the form
    await conflict.scrollIntoViewIfNeeded();
    await second.screenshot({ path: testInfo.outputPath(`refused-${lang}-${width}.png`) });
    const overflow = await second.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await second.click("input[name=_save]");
    await expect(second.locator(".messagelist .success")).toBeVisible();
    await second.goto(url);
    await expect(second.locator("#id_title")).toHaveValue(title);
    await expect(second.locator("#id_lead")).toHaveValue(lead);
  });
}
