// Category, journalist and news type screens.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

async function firstCategoryPath(page: Page, base = ""): Promise<string> {
  await page.goto(`${base}/`);
  const href = await page.locator(".main-nav__list a[href$='/i']").first().getAttribute("href");
  expect(href).toMatch(/\/\d+\/i$/);
  return href!;
}

test("a category page shows its news and loads more on click", async ({ page }) => {
  const path = await firstCategoryPath(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).not.toBeEmpty();
  await expect(page).toHaveTitle(new RegExp(`^${await title.textContent()} · Өдрийн мэдээ$`));
  const cards = page.locator("main .news-card");
  await expect(cards).toHaveCount(12);
  await page.getByRole("button", { name: "Цааш үзэх" }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
  await expectNoSeriousA11yViolations(page);
});

test("an unknown category id shows the not-found screen with HTTP 404", async ({ page }) => {
  const response = await page.goto("/987654321/i");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Хуудас олдсонгүй");
  await expect(page).toHaveTitle(/Хуудас олдсонгүй/);
  await expectNoSeriousA11yViolations(page);
  const english = await page.goto("/en/987654321/i");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("journalist and news type pages show their news", async ({ page }) => {
  await page.goto("/en/");
  const typeHref = await page.locator("a.news-card__category").first().getAttribute("href");
  expect(typeHref).toMatch(/^\/en\/\d+\/i$/);
  for (const kind of ["p", "t"]) {
    let found = false;
    for (let id = 1; id <= 5 && !found; id++) {
      const response = await page.goto(`/en/${id}/${kind}`);
      if (response?.status() !== 200) continue;
      found = true;
      await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
      await expect(page.locator("main .news-card").first()).toBeVisible();
    }
    expect(found, `a ${kind} page`).toBe(true);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a category page is readable from the server's HTML", async ({ page }) => {
    const path = await firstCategoryPath(page, "/en");
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.locator("main .news-card")).toHaveCount(12);
    await expect(page.locator("main .news-card__title").first()).toBeVisible();
  });

  test("the front page shows its news", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("main .news-card").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Шинэ мэдээ", exact: true })).toBeVisible();
  });
});
