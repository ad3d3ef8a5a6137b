import { expect, test } from "@playwright/test";

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
  await page.goto("/admin/login/");
  await page.fill("#id_username", "e2e-editor");
  await page.fill("#id_password", "e2e-newsroom-only");
  await page.click("input[type=submit]");
  await page.goto("/admin/news/article/add/");

  const title = `Шинэ мэдээ ${Date.now()}`;
  await page.fill("#id_title", title);
  await page.fill("#id_lead", "Редакцийн бичсэн товч агуулга.");
  const editor = page.locator(".field-body_html .ProseMirror:visible").first();
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type("Өнөөдөр редакц шинэ мэдээ нийтэллээ.");
  await page.selectOption("#id_category", { index: 1 });
  await page.selectOption("#id_news_type", { index: 1 });
  await page.selectOption("#id_status", "published");
  await page.click("input[name=_save]");
  await expect(page.locator(".messagelist .success")).toBeVisible();
  expect(errors).toEqual([]);

  await expect(async () => {
    await page.goto("/");
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});
