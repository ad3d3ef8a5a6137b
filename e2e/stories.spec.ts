// Stories: open one from the front page rail, step, close, and see it marked seen; both languages.
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./uniqueClient";

const TEXT = {
  mn: { prefix: "", close: "Хаах", pause: "Зогсоох", seen: "(үзсэн)", next: "Дараах" },
  en: { prefix: "/en", close: "Close", pause: "Pause", seen: "(seen)", next: "Next" },
} as const;

for (const lang of ["mn", "en"] as const) {
  const text = TEXT[lang];

  test(`view a story and see it marked seen (${lang})`, async ({ page }) => {
    await page.goto(`${text.prefix}/`);
    const rail = page.locator("section.story-rail");
    const first = rail.locator(".story-rail__button").first();
    await expect(first).toBeVisible();
    const name = (await first.locator(".story-rail__title").innerText()).trim();
    const seenReport = page.waitForRequest((request) => request.url().includes("/api/story/seen") && request.method() === "POST");
    await first.click();

    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: text.close })).toBeFocused();
    await dialog.getByRole("button", { name: text.pause }).click();
    await expectNoSeriousA11yViolations(page);
    const position = dialog.locator(".story-viewer__position");
    const before = await position.innerText();
    await page.keyboard.press("ArrowRight");
    await expect(position).not.toHaveText(before);
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText(before);
    await dialog.getByRole("button", { name: text.next }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await seenReport;

    // Marked seen: dimmed, moved after the unseen ones, and still so after a reload.
    const seen = rail.locator(".story-rail__button--seen", { hasText: name });
    await expect(seen).toBeVisible();
    await expect(seen).toContainText(text.seen);
    await page.reload();
    await expect(rail.locator(".story-rail__button--seen", { hasText: name })).toBeVisible();
  });
}
