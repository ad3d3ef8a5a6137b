import { expect, test } from "@playwright/test";
import { logInToTheNewsroom } from "./newsroom";

// The newsroom: an editor writes an article in the rich-text editor, publishes it,
// and readers see it on the front page.
test("an editor writes and publishes an article that readers then see", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await logInToTheNewsroom(page);
  await page.goto("/admin/news/article/add/");

  // A distinct title, and a publish time days back, so other specs that take "the latest
  // article" never pick this short one up while the suite runs in parallel.
  const title = `Редакцийн туршилт ${Date.now()}`;
  await page.fill("#id_title", title);
  await page.fill("#id_lead", "Редакцийн бичсэн товч агуулга.");
  const editor = page.locator(".field-body_html .ProseMirror:visible").first();
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type("Өнөөдөр редакц шинэ мэдээ нийтэллээ.");
  await page.selectOption("#id_category", { index: 1 });
  await page.selectOption("#id_news_type", { index: 1 });
  await page.selectOption("#id_status", "published");
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  await page.fill("#id_publish_date_0", threeDaysAgo);
  await page.click("input[name=_save]");
  await expect(page.locator(".messagelist .success")).toBeVisible();
  expect(errors).toEqual([]);

  // A reader finds it: search, then the article page itself.
  await expect(async () => {
    await page.goto(`/msearch?query=${encodeURIComponent(title)}`);
    await expect(page.locator("main .news-card__link", { hasText: title })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.locator("main .news-card__link", { hasText: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("Өнөөдөр редакц шинэ мэдээ нийтэллээ.")).toBeVisible();
});

// Before publishing, the editor looks at the article as readers will; readers still find nothing.
for (const lang of ["mn", "en"] as const) {
  test(`an editor previews a draft that readers cannot open (${lang})`, async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
    await logInToTheNewsroom(page);
    await page.goto("/admin/news/article/add/");
    const title = `${lang === "en" ? "Preview check" : "Урьдчилан шалгах"} ${Date.now()}`;
    await page.selectOption("#id_language", lang);
    await page.fill("#id_title", title);
    await page.fill("#id_lead", "Lead of the draft.");
    await page.selectOption("#id_category", { index: 1 });
    await page.selectOption("#id_news_type", { index: 1 });
    await page.selectOption("#id_status", "draft");
    await page.click("input[name=_continue]");
    await expect(page.locator(".messagelist .success")).toBeVisible();

    await page.locator("a.viewsitelink").click(); // the admin's "View on site", in the admin's language
    await expect(page).toHaveURL(/\/admin\/news\/article\/\d+\/preview\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const notice = page.getByRole("status").filter({ hasText: lang === "en" ? "Preview" : "Урьдчилан харах" });
    await expect(notice).toContainText(lang === "en" ? "Draft: readers cannot see it." : "Ноорог: уншигчид үүнийг харахгүй.");
    await expect(page.locator("link[rel=stylesheet]").first()).toHaveAttribute("href", /\/static\//);
    // The text is in the DOM before the stylesheet has loaded on a busy machine: wait for the style.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.querySelector(".preview-notice")!).position))
      .toBe("sticky");
    const lid = await page.evaluate(() => JSON.parse(document.getElementById("portal-data")!.textContent!).path.split("/")[1]);

    const reader = await browser.newPage();
    const publicPage = await reader.goto(`${lang === "en" ? "/en" : ""}/${lid}/r`);
    expect(publicPage?.status()).toBe(404);
    await expect(reader.getByText(title)).toHaveCount(0);
    await reader.close();

    await notice.getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/news\/article\/\d+\/change\/$/);
  });
}

test("an editor uploads a photo for the body and gets the address to put in an article", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
  await logInToTheNewsroom(page);
  await page.goto("/admin/news/photo/add/");
  // A picture drawn in the page, 1200 by 800, sent as the upload.
  const png = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement("canvas"), { width: 1200, height: 800 });
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#0b4f8a";
    context.fillRect(0, 0, 1200, 800);
    return canvas.toDataURL("image/png").split(",")[1];
  });
  await page.setInputFiles("#id_image", { name: "square.png", mimeType: "image/png", buffer: Buffer.from(png, "base64") });
  const caption = `Талбай ${Date.now()}`;
  await page.fill("#id_caption", caption);
  await page.click("input[name=_save]");
  await expect(page.locator(".messagelist .success")).toBeVisible();

  const row = page.locator("#result_list tbody tr", { hasText: caption });
  const address = await row.getByRole("textbox", { name: "Бичвэрт оруулах хаяг" }).inputValue();
  expect(address).toMatch(/^\/media\/renditions\/.+-960\.webp$/);
  const picture = await page.request.get(address);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/webp");
  await page.goto("/admin/news/article/add/");
  await expect(page.getByText("«Бичвэрийн зургууд» хэсэгт зургаа байршуулж")).toBeVisible();
});

test("the body editor's toolbar names its buttons in the newsroom's language", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
  await logInToTheNewsroom(page);
  await page.goto("/admin/news/article/add/");
  const toolbar = page.locator(".field-body_html .prose-menubar").first();
  await expect(toolbar.getByRole("button", { name: "Тод", exact: true })).toHaveAttribute("title", "Тод");
  await expect(toolbar.getByRole("button", { name: "Холбоос оруулах", exact: true })).toBeVisible();
  await expect(toolbar.getByRole("button", { name: "Буцаах", exact: true })).toBeVisible();
  expect(await toolbar.locator('button[title="bold"], button[title="italic"], button[title="undo"]').count()).toBe(0);
});

test("an editor of the English edition switches the newsroom to English and back", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
  await logInToTheNewsroom(page);
  await page.goto("/admin/news/article/add/");
  await expect(page.locator("label[for=id_title]")).toHaveText("Гарчиг:");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/admin\/news\/article\/add\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("label[for=id_title]")).toHaveText("Title:");
  await expect(page.locator(".field-publish_date label").first()).toHaveText("Publish time:");
  await page.getByRole("link", { name: "Монгол" }).click();
  await expect(page.locator("label[for=id_title]")).toHaveText("Гарчиг:");
});

// Guessing a password: the fifth wrong one locks that name out from this address (django-axes),
// with a page in the newsroom's frame and the editor's language, at any width.
for (const [lang, heading, text] of [
  ["mn", "Нэвтрэх оролдлого хэт олон боллоо", "15 минутын дараа"],
  ["en", "Too many sign-in attempts", "try again in 15 minutes"],
] as const) {
  test(`five wrong passwords lock the name out with a page in the newsroom's language (${lang})`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    if (lang === "en") {
      await context.addCookies([{ name: "newsroom_lang", value: "en", url: baseURL ?? "http://127.0.0.1" }]);
    }
    const name = `guesser-${lang}-${testInfo.project.name}-${Date.now()}`;
    let status = 0;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.goto("/admin/login/");
      await page.fill("#id_username", name);
      await page.fill("#id_password", `wrong-${attempt}`);
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"),
        page.click("input[type=submit]")]);
      status = response.status();
      if (attempt < 5) expect(status).toBe(200);
    }
    expect(status).toBe(429);
    await expect(page.locator("h1")).toHaveText(heading);
    await expect(page.locator("#content-main")).toContainText(text);
    await expect(page.locator("#site-name")).toBeVisible();
    await expect(page.locator("#id_password")).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? width);
  });
}
