import { expect, test, type Page } from "@playwright/test";
import { logInAs } from "./newsroom";

// Review before publishing (docs/newsroom.md): a reporter writes and submits, cannot publish (no button, and a
// forged request is refused); the section editor sends the story back with a note; the reporter fixes and
// resubmits; the editor publishes; a reader sees it. In both newsroom languages.
const WORDS = {
  mn: { submit: "Хянуулахаар илгээх", sendBack: "Сурвалжлагч руу буцаах", queue: "хяналтыг" },
  en: { submit: "Submit for review", sendBack: "Send back to the reporter", queue: "wait" },
} as const;

async function useNewsroomLanguage(page: Page, lang: "mn" | "en"): Promise<void> {
  await page.goto(`/admin/language/${lang}/?next=/admin/`);
}

for (const lang of ["mn", "en"] as const) {
  test(`a story goes through review before readers see it (${lang} newsroom)`, async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
    test.slow(); // two newsroom logins and a reader, several saves each
    const title = `${lang === "en" ? "Review check" : "Хяналтын шалгалт"} ${Date.now()}`;

    // The reporter writes in a section of the e2e section editor (politics) and submits with a note.
    await logInAs(page, "reporter");
    await useNewsroomLanguage(page, lang);
    await page.goto("/admin/news/article/add/");
    await expect(page.locator("input[name=_publish]")).toHaveCount(0);
    await expect(page.locator("select#id_status")).toHaveCount(0);
    await page.fill("#id_title", title);
    await page.fill("#id_lead", "Эхний хувилбар.");
    await page.selectOption("#id_category", { label: "Улс төр / Politics" });
    await page.selectOption("#id_news_type", { index: 1 });
    await page.fill("#id_review_note", "Тоонуудыг шалгана уу.");
    await expect(page.locator("input[name=_submit_for_review]").first()).toHaveValue(WORDS[lang].submit);
    await page.locator("input[name=_submit_for_review]").first().click();
    await expect(page.locator(".messagelist .success").first()).toBeVisible();
    const link = page.locator("#result_list a", { hasText: title });
    const changeUrl = (await link.getAttribute("href")) ?? "";
    expect(changeUrl).toMatch(/\/admin\/news\/article\/\d+\/change\//);

    // A forged publish from the reporter, with a valid session and CSRF token: refused, nothing saved.
    await page.goto(changeUrl);
    const token = await page.locator("input[name=csrfmiddlewaretoken]").first().inputValue();
    const forged = await page.request.post(changeUrl, {
      form: { csrfmiddlewaretoken: token, title, lead: "Хуурамч", status: "published", _publish: "1" },
      headers: { Referer: new URL(changeUrl, page.url()).toString(), Origin: new URL(page.url()).origin },
    });
    expect(forged.status()).toBe(403);

    // The section editor finds it in the queue and sends it back with a note.
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await logInAs(editor, "section-editor");
    await useNewsroomLanguage(editor, lang);
    await editor.goto("/admin/");
    await expect(editor.locator("#review-queue")).toContainText(WORDS[lang].queue);
    await editor.goto(changeUrl);
    await expect(editor.locator("#id_lead")).toHaveValue("Эхний хувилбар.");
    await expect(editor.locator("#review-moves")).toContainText("Тоонуудыг шалгана уу.");
    await editor.fill("#id_review_note", "Эх сурвалжийг нэрлэнэ үү.");
    await expect(editor.locator("input[name=_send_back]").first()).toHaveValue(WORDS[lang].sendBack);
    await editor.locator("input[name=_send_back]").first().click();
    await expect(editor.locator(".messagelist .success").first()).toBeVisible();

    // The reporter reads the note, fixes the story and submits it again.
    await page.goto(changeUrl);
    await expect(page.locator("#review-moves")).toContainText("Эх сурвалжийг нэрлэнэ үү.");
    await page.fill("#id_lead", "Засварласан хувилбар: эх сурвалж нь яам.");
    await page.locator("input[name=_submit_for_review]").first().click();
    await expect(page.locator(".messagelist .success").first()).toBeVisible();

    // The editor publishes it.
    await editor.goto(changeUrl);
    await expect(editor.locator("#id_lead")).toHaveValue("Засварласан хувилбар: эх сурвалж нь яам.");
    const lid = (await editor.locator(".field-lid .readonly").innerText()).trim();
    await editor.locator("input[name=_publish]").first().click();
    await expect(editor.locator(".messagelist .success").first()).toBeVisible();
    await editorContext.close();

    // A reader (no login) reads it.
    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await expect(async () => {
      const response = await reader.goto(`/${lid}/r`);
      expect(response?.status()).toBe(200);
      await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(reader.getByText("Засварласан хувилбар: эх сурвалж нь яам.").first()).toBeVisible();
    await readerContext.close();
  });
}
