// The masthead at every phone width, both editions and both themes: its controls side by side
// (never on top of each other), each a 44px tap target, the site name whole; and the desktop menu
// on one row, what does not fit offered under "more" (app/layout/SiteHeader.tsx, MainNav.tsx).
import type { Page } from "@playwright/test";
import { expectLive, watchLive } from "./live";
import { expect, test } from "./uniqueClient";

const PHONE_WIDTHS = [320, 340, 360, 390, 414] as const;
const DESKTOP_WIDTHS = [1024, 1280, 1536] as const;
// The header's controls are 44px squares at least (WCAG 2.2 asks 24px; the platforms' guides 44-48px).
const MIN_TARGET = 44;

const EDITIONS = {
  mn: { prefix: "", menu: "Цэс", search: "Хайх", more: "Цааш" },
  en: { prefix: "/en", menu: "Menu", search: "Search", more: "More" },
} as const;

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

async function openPage(page: Page, lang: keyof typeof EDITIONS, theme: "light" | "dark", width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await watchLive(page);
  await page.goto(`${EDITIONS[lang].prefix}/`);
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  await expectLive(page);
}

for (const lang of ["mn", "en"] as const) {
  for (const theme of ["light", "dark"] as const) {
    test.describe(`${lang}, ${theme}`, () => {
      test.use({ colorScheme: theme });
      test.beforeEach(async ({ context, baseURL }) => {
        const url = baseURL ?? "http://127.0.0.1";
        // The theme the reader chose (the server draws it), and the big banner already seen today.
        await context.addCookies([
          { name: "theme", value: theme, url },
          { name: "bigBannerShownAt", value: String(Date.now()), url },
        ]);
      });

      test(`the phone header at ${PHONE_WIDTHS.join(", ")} px: separate 44px controls, the whole name, a search that opens`, async ({ page }) => {
        const text = EDITIONS[lang];
        await openPage(page, lang, theme, PHONE_WIDTHS[0]);
        const header = page.locator(".site-header__top");
        const controls = {
          menu: header.getByRole("button", { name: text.menu, exact: true }),
          logo: header.locator("a.site-logo"),
          search: header.getByRole("button", { name: text.search, exact: true }),
          theme: header.locator("button.theme-toggle"),
          language: header.locator("a.language-switch"),
        };
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const boxes: [string, Box][] = [];
          for (const [name, control] of Object.entries(controls)) {
            await expect(control, `${name} at ${width}px`).toBeVisible();
            const box = (await control.boundingBox())!;
            expect(box.width, `${name}'s width at ${width}px`).toBeGreaterThanOrEqual(MIN_TARGET);
            expect(box.height, `${name}'s height at ${width}px`).toBeGreaterThanOrEqual(MIN_TARGET);
            expect(box.x, `${name} on screen at ${width}px`).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, `${name} on screen at ${width}px`).toBeLessThanOrEqual(width);
            boxes.push([name, box]);
          }
          for (const [i, [name, box]] of boxes.entries()) {
            for (const [other, otherBox] of boxes.slice(i + 1)) {
              expect(overlap(box, otherBox), `${name} and ${other} overlap at ${width}px`).toBeLessThan(1);
            }
          }
          // The name is drawn whole: nothing cut off or hidden behind an ellipsis (1px for the rounding
          // of a fractional line height: clientHeight rounds down, scrollHeight up).
          const name = header.locator(".site-logo__name");
          const fits = await name.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight + 1);
          expect(fits, `the site name fits at ${width}px`).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width}px`).toBeLessThanOrEqual(width);

          // A tap on the search icon opens the search (and leaves the theme alone).
          await (test.info().project.use.hasTouch ? controls.search.tap() : controls.search.click());
          await expect(page.locator(".site-header .search__input"), `search opens at ${width}px`).toBeFocused();
          await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
          await page.locator(".site-header .search__form").getByRole("button").last().click();
          await expect(controls.search).toBeVisible();
        }
      });

      test(`the desktop menu at ${DESKTOP_WIDTHS.join(", ")} px: one row, every entry in it or under "more"`, async ({ page }) => {
        const text = EDITIONS[lang];
        await openPage(page, lang, theme, DESKTOP_WIDTHS[0]);
        const nav = page.locator("nav.main-nav");
        const entries = await nav.locator(".main-nav__list a").evaluateAll((links) => links.map((link) => link.textContent ?? ""));
        expect(entries.length).toBeGreaterThan(5);
        for (const width of DESKTOP_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const more = nav.getByRole("button", { name: text.more, exact: true });
          // The row after the app measured it: the shown entries all on one line, inside the bar.
          await expect
            .poll(async () => {
              const shown = await nav.locator(".main-nav__list > li:not(.main-nav__spare)").evaluateAll((items) =>
                items.map((item) => ({ top: Math.round(item.getBoundingClientRect().top), right: item.getBoundingClientRect().right })),
              );
              const moreBox = (await more.isVisible()) ? await more.boundingBox() : null;
              return shown.every((item) => item.top === shown[0]?.top && item.right <= (moreBox?.x ?? width) + 0.5);
            }, { message: `one row at ${width}px` })
            .toBe(true);
          const shown = await nav.getByRole("link").evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.textContent ?? ""));
          let offered: string[] = [];
          if (shown.length < entries.length) {
            await more.click();
            const panel = page.locator("#menu-more");
            await expect(panel).toBeVisible();
            offered = await panel.getByRole("link").allTextContents();
            await page.keyboard.press("Escape");
            await expect(panel).toBeHidden();
          } else {
            await expect(more).toBeHidden();
          }
          expect([...shown, ...offered], `every entry reachable at ${width}px`).toEqual(entries);
          // The group menus share one row below it.
          const groups = await page.locator("nav.group-nav > *").evaluateAll((items) =>
            items.map((item) => item.getBoundingClientRect()).map((box) => Math.round(box.top + box.height / 2)),
          );
          expect(new Set(groups).size, `group menus on one row at ${width}px`).toBe(1);
        }
      });
    });
  }
}
