// From the field (backend common/edit_conflicts.py, static/edit_conflicts/change_form.js): a reporter at
// 390 px writes a story, finds the camera beside the gallery, and a save that never reaches the server
// (a slow line that fails) loses nothing: reopening the form gives the text back; a saved form does not.
import { expect, test } from "@playwright/test";
import { logInToTheNewsroom } from "./newsroom";

test.use({ viewport: { width: 390, height: 844 } });

test("a story written at 390 px survives a failed upload and is saved from the phone", async ({ page, request }, testInfo) => {
  const latest = (await (await request.get("/api/news/shinemedee?size=40&lang=mn")).json()) as {
    shinemedee_list: { id: number }[];
  };
  const article = latest.shinemedee_list[(testInfo.project.name === "phone" ? 34 : 36) + testInfo.retry]!;
  const url = `/admin/news/article/${article.id}/change/`;
  await logInToTheNewsroom(page);
  await page.goto(`/admin/language/mn/?next=${url}`);

  // The picture: the gallery (the input's own chooser, image/*) and the camera beside it.
  await expect(page.locator("input[type=file][name=image]")).toHaveAttribute("accept", "image/*");
  await expect(page.locator("input[capture=environment]")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Зураг авах" })).toBeVisible();

  const lead = `Хээрээс бичсэн товч ${Date.now()}`;
  await page.fill("#id_lead", lead);
  // The line fails: the save never reaches the server.
  await page.route(url, (route) => (route.request().method() === "POST" ? route.abort("failed") : route.continue()));
  await page.click("input[name=_save]").catch(() => {});
  await page.unroute(url);
  await page.goto(url);
  await expect(page.locator("#id_lead")).toHaveValue(lead);
  await expect(page.locator(".edit-draft-restored")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("restored-390.png"), fullPage: false });

  await page.click("input[name=_save]");
  await expect(page.locator(".messagelist .success")).toBeVisible();
  await page.goto(url);
  await expect(page.locator("#id_lead")).toHaveValue(lead);
  await expect(page.locator(".edit-draft-restored")).toHaveCount(0); // saved: nothing to give back
});
