// Emoji reactions under an article: one per reader, moved by another kind, taken back by the same.
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, recentArticleLid, test } from "./uniqueClient";

for (const lang of ["mn", "en"] as const) {
  test(`react to an article (${lang})`, async ({ page, request }) => {
    // Each project reacts on its own article, so the two running side by side never move each other's counts.
    const lid = await recentArticleLid(request, lang, test.info().project.name === "phone" ? 2 : 1);
    await page.goto(`${lang === "en" ? "/en" : ""}/${lid}/r`);
    const bar = page.locator("section.reactions");
    await bar.scrollIntoViewIfNeeded();
    const buttons = bar.locator(".reactions__button");
    expect(await buttons.count()).toBeGreaterThan(1);
    // Drawn with the portal's icons: a device without an emoji font shows them all the same.
    await expect(bar.locator("svg.reactions__icon")).toHaveCount(await buttons.count());
    expect(await bar.locator(".reactions__emoji").count()).toBe(0);
    const count = async (index: number) => Number((await buttons.nth(index).locator(".reactions__count").innerText()).replace(/,/g, ""));
    const first = await count(0);
    const second = await count(1);

    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => count(0)).toBe(first + 1);

    // Another kind moves the reaction.
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(buttons.nth(0)).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => count(0)).toBe(first);
    await expect.poll(() => count(1)).toBe(second + 1);

    // The same kind again takes it back.
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => count(1)).toBe(second);
    await expectNoSeriousA11yViolations(page);
  });
}
