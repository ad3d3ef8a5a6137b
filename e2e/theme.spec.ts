// The dark theme: the device's preference by default, the header's toggle remembered in the `theme`
// cookie and drawn by the server (no flash on load), and WCAG AA contrast on every kind of screen.
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expectDrawnChart } from "./charts";
import { expectLive, hydrationChanges, watchHydration, watchLive } from "./live";
import { expect, recentArticleLid, test } from "./uniqueClient";

// styles/theme.css's --page in each theme, as getComputedStyle reports it.
const PAGE = { light: "rgb(243, 245, 248)", dark: "rgb(15, 20, 26)" } as const;

const TEXT = {
  mn: { prefix: "", toDark: "Харанхуй горимд шилжих", toLight: "Цайвар горимд шилжих", send: "Сэтгэгдэл илгээх", vote: "Санал өгөх" },
  en: { prefix: "/en", toDark: "Switch to the dark theme", toLight: "Switch to the light theme", send: "Send comment", vote: "Vote" },
} as const;

async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

/** What <html> looked like when the document was parsed, with its stylesheets: before any app code ran. */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.documentElement;
      Object.assign(window, { firstPaint: { theme: root.dataset.theme ?? null, background: getComputedStyle(root).backgroundColor } });
    }),
  );
}

async function firstPaint(page: Page): Promise<{ theme: string | null; background: string }> {
  return page.evaluate(() => (window as unknown as { firstPaint: { theme: string | null; background: string } }).firstPaint);
}

function themeInHtml(html: string): string | null {
  return /<html[^>]*\sdata-theme="(\w+)"/.exec(html)?.[1] ?? null;
}

async function themeCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "theme")?.value;
}

test.describe("a dark device", () => {
  test.use({ colorScheme: "dark" });

  for (const lang of ["mn", "en"] as const) {
    test(`gets the dark theme with no toggle touched (${lang})`, async ({ page }) => {
      const text = TEXT[lang];
      const response = await page.goto(`${text.prefix}/`);
      expect(themeInHtml((await response?.text()) ?? "")).toBeNull();
      await expect(page.locator("html")).not.toHaveAttribute("data-theme");
      expect(await pageBackground(page)).toBe(PAGE.dark);
      await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "light dark");
      await expect(page.getByRole("button", { name: text.toLight, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: text.toDark, exact: true })).toHaveCount(0);
    });
  }

  test("a reader who picks light keeps it after a reload, light from the first paint", async ({ page }) => {
    await watchFirstPaint(page);
    await page.goto("/en/");
    await page.getByRole("button", { name: TEXT.en.toLight, exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await pageBackground(page)).toBe(PAGE.light);
    expect(await themeCookie(page)).toBe("light");

    const again = await page.reload();
    expect(themeInHtml((await again?.text()) ?? "")).toBe("light"); // the server's HTML, before any script
    expect(await firstPaint(page)).toEqual({ theme: "light", background: PAGE.light });
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "light");
    await expect(page.getByRole("button", { name: TEXT.en.toDark, exact: true })).toBeVisible();
  });
});

test.describe("a light device", () => {
  test.use({ colorScheme: "light" });

  for (const lang of ["mn", "en"] as const) {
    test(`the toggle switches to dark, a reload keeps it with no flash, and back follows the device (${lang})`, async ({ page }) => {
      const text = TEXT[lang];
      await watchFirstPaint(page);
      await page.goto(`${text.prefix}/`);
      expect(await pageBackground(page)).toBe(PAGE.light);

      await page.getByRole("button", { name: text.toDark, exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await pageBackground(page)).toBe(PAGE.dark);
      expect(await themeCookie(page)).toBe("dark");
      await expect(page.locator('meta[name="theme-color"]:not([media])')).toHaveAttribute("content", "#10263d");

      const again = await page.reload();
      expect(themeInHtml((await again?.text()) ?? "")).toBe("dark");
      expect(await firstPaint(page)).toEqual({ theme: "dark", background: PAGE.dark });

      // Another screen: the article, also dark from its first paint.
      await page.goto(`${text.prefix}/${await recentArticleLid(page.request, lang)}/r`);
      expect(await firstPaint(page)).toEqual({ theme: "dark", background: PAGE.dark });

      // Back to light: the device's own, so the choice is forgotten and the page follows the device.
      await page.getByRole("button", { name: text.toLight, exact: true }).click();
      await expect(page.locator("html")).not.toHaveAttribute("data-theme");
      expect(await pageBackground(page)).toBe(PAGE.light);
      expect(await themeCookie(page)).toBeUndefined();
      const plain = await page.reload();
      expect(themeInHtml((await plain?.text()) ?? "")).toBeNull();
    });
  }
});

for (const theme of ["dark", null] as const) {
  test(`the app takes over the server's page as it is, toggle included (${theme ?? "no choice"})`, async ({ page, context, baseURL }) => {
    if (theme) await context.addCookies([{ name: "theme", value: theme, url: baseURL ?? "http://127.0.0.1" }]);
    await watchLive(page);
    await watchHydration(page);
    await page.goto("/en/");
    await expectLive(page);
    expect(await hydrationChanges(page)).toEqual([]);
    await expect(page.getByRole("button", { name: theme ? TEXT.en.toLight : TEXT.en.toDark, exact: true })).toBeVisible();
  });
}

test("a page kept by the caches is never another reader's theme", async ({ request }) => {
  const html = async (cookie?: string) =>
    (await request.get("/en/", cookie ? { headers: { Cookie: cookie } } : {})).text();
  for (let round = 0; round < 2; round++) {
    expect(themeInHtml(await html("theme=dark"))).toBe("dark");
    expect(themeInHtml(await html())).toBeNull();
    expect(themeInHtml(await html("_ga=GA1.2.3; theme=light"))).toBe("light");
    expect(themeInHtml(await html("theme=sepia"))).toBeNull();
  }
});

// Contrast (axe, WCAG 2.1 AA) of every kind of screen in the dark theme, in both languages.
type Screen = { name: string; open: (page: Page, lang: "mn" | "en") => Promise<void> };

const SCREENS: Screen[] = [
  {
    name: "front page",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/`);
      await expect(page.locator(".news-card").first()).toBeVisible();
    },
  },
  {
    name: "article with its comments",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/${await recentArticleLid(page.request, lang)}/r`);
      const form = page.locator("form.comment-form").first();
      await form.scrollIntoViewIfNeeded();
      // The form's message too: an empty comment is refused with an alert.
      await form.getByRole("button", { name: TEXT[lang].send }).click();
      await expect(form.getByRole("alert")).toBeVisible();
    },
  },
  {
    name: "category",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/3/i`);
      await expect(page.locator(".news-card").first()).toBeVisible();
    },
  },
  {
    name: "poll, voted",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/poll/last`);
      const card = page.locator("article.poll-card");
      await card.getByRole("radio").first().check();
      await card.getByRole("button", { name: TEXT[lang].vote, exact: true }).click();
      await expect(card.locator(".poll-results__row--mine")).toBeVisible();
    },
  },
  {
    name: "comic",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/comic/last`);
      await expect(page.locator(".comic-viewer")).toBeVisible();
    },
  },
  {
    name: "election",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/election/parliament/2024`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  },
  {
    name: "election tables",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/election/parliament/2024/tables`);
      await expect(page.locator(".data-table").first()).toBeVisible();
    },
  },
  {
    name: "exchange",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/exchange`);
      await expect(page.getByTestId("rate-USD")).toBeVisible();
    },
  },
  {
    name: "exchange chart",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/exchange-chart`);
      await expectDrawnChart(page.getByTestId("line-chart"));
    },
  },
  {
    name: "covid",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/covid`);
      await expect(page.getByTestId("covid-total")).toBeVisible();
    },
  },
  {
    name: "covid charts",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/covid-charts`);
      await expectDrawnChart(page.getByTestId("line-chart"));
    },
  },
  {
    name: "horoscope",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/horoscope`);
      await expect(page.locator(".horoscope-card").first()).toBeVisible();
    },
  },
  {
    name: "story viewer",
    open: async (page, lang) => {
      await page.goto(`${TEXT[lang].prefix}/`);
      await page.locator(".story-rail__button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
];

test.describe("contrast in the dark theme", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "theme", value: "dark", url: baseURL ?? "http://127.0.0.1" }]);
  });

  for (const lang of ["mn", "en"] as const) {
    for (const screen of SCREENS) {
      test(`${screen.name} (${lang})`, async ({ page }) => {
        test.slow(); // an axe scan of a whole page, after the screen's own steps
        await screen.open(page, lang);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});
