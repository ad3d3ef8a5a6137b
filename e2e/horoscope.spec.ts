// Horoscope pages, the day colour, the footprint with its embeddable twin, and the app variants.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

for (const base of ["", "/en"]) {
  for (const path of ["/horoscope", "/horoscope/zodiac", "/horoscope/tarot", "/horoscope/eastern", "/horoscope/daycolor"]) {
    test(`the horoscope page ${base}${path} renders`, async ({ page }) => {
      const response = await page.goto(`${base}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
      await expect(page.locator(".horoscope-nav a[aria-current='page']")).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test("the calendar is the default page, with the year animal and the sample mark", async ({ page }) => {
  await page.goto("/en/horoscope");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lunar calendar");
  await expect(page.locator(".year-card")).toContainText("Animal");
  await expect(page.getByTestId("sample-notice")).toBeVisible();
});

test("the zodiac shows the twelve signs with their images", async ({ page }) => {
  await page.goto("/en/horoscope/zodiac");
  const signs = page.getByTestId("zodiac-sign");
  await expect(signs).toHaveCount(12);
  const image = signs.first().locator("img");
  await expect(image).toHaveAttribute("src", /\/static\/horoscope\/.+\.svg$/);
  expect(await image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
});

test("the footprint page and its embeddable twin without header, footer or ads", async ({ page }) => {
  const year = new Date().getFullYear();
  await page.goto(`/en/${year}/horoscope/eastern/footprint`);
  await expect(page.locator(".site-header")).toHaveCount(1);
  const response = await page.goto(`/iframe/${year}/horoscope/eastern/footprint`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-frame-options"]).toBeUndefined();
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors *");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(String(year));
  await expect(page.locator(".site-header, .site-footer, .sidebar, .ad-slot")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const normal = await page.goto(`/${year}/horoscope/eastern/footprint`);
  expect(normal?.headers()["x-frame-options"]).toBe("DENY");
});

test("the mobile-app variants have no header or footer and keep their links in the app", async ({ page }) => {
  await page.goto("/horoscope/mba");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Билгийн тоолол");
  await expect(page.locator(".site-header, .site-footer, .sidebar")).toHaveCount(0);
  await page.locator(".horoscope-nav").getByRole("link", { name: "Орд" }).click();
  await expect(page).toHaveURL("/horoscope/mba/zodiac");
  await expect(page.getByTestId("zodiac-sign")).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);
  expect((await page.goto("/en/horoscope/nosuchpage"))?.status()).toBe(404);
});
