// Comics: the latest, the list six at a time with "more", opening another, likes; both languages.
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./uniqueClient";

const TEXT = {
  mn: { prefix: "", more: "Цааш үзэх" },
  en: { prefix: "/en", more: "More comics" },
} as const;

for (const lang of ["mn", "en"] as const) {
  const text = TEXT[lang];

  test(`page through comics (${lang})`, async ({ page }) => {
    const response = await page.goto(`${text.prefix}/comic/last`);
    expect(response?.status()).toBe(200);
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    expect(title.length).toBeGreaterThan(0);
    const items = page.locator(".comic-grid__item");
    await expect(items).toHaveCount(6);
    // A strip's thumbnail shows it whole, its third panel included: none of the picture is cropped.
    const thumb = items.first().locator("img");
    await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shown = await thumb.evaluate((image: HTMLImageElement) => {
      const { objectFit } = getComputedStyle(image);
      const box = image.getBoundingClientRect();
      const scaleX = box.width / image.naturalWidth;
      const scaleY = box.height / image.naturalHeight;
      const scale = objectFit === "cover" ? Math.max(scaleX, scaleY) : objectFit === "fill" ? null : Math.min(scaleX, scaleY);
      // The share of the picture's width and height inside the box.
      return scale === null ? [1, 1] : [Math.min(1, box.width / (image.naturalWidth * scale)), Math.min(1, box.height / (image.naturalHeight * scale))];
    });
    expect(shown).toEqual([1, 1]);
    await page.getByRole("button", { name: text.more }).click();
    await expect.poll(() => items.count()).toBeGreaterThan(6);
    await expectNoSeriousA11yViolations(page);

    // Another comic opens on its own page.
    await items.nth(2).locator("a").first().click();
    await expect(page).toHaveURL(/\/\d+\/comic$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title);

    const like = page.locator(".comic-viewer .vote-buttons__button").first();
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
  });
}

test("an unknown comic is a 404", async ({ page }) => {
  const response = await page.goto("/987654321/comic");
  expect(response?.status()).toBe(404);
});
