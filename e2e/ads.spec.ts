// Ads: where the banners appear, the big banner's five seconds, a failing SDK, and no layout shift.
import { expect, test, type Page } from "@playwright/test";
import { isPhone } from "./menus";

const sidebarSlot = (page: Page, id: string) => page.getByRole("tabpanel").locator(`li.ad-slot[data-ad-slot="${id}"]`);

/** The position of a slot among the sidebar list's children (1 = first). */
async function positionInList(page: Page, id: string): Promise<number> {
  return sidebarSlot(page, id).evaluate((node) => [...node.parentElement!.children].indexOf(node) + 1);
}

test("sidebar banners come after the 3rd and 8th items, in one batched request", async ({ page }) => {
  const adRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/ads") adRequests.push(url.search);
  });
  await page.goto("/");
  // The boxes are in the server's HTML already, before any script has run.
  await expect(sidebarSlot(page, "sidebar-1")).toHaveCount(1);
  expect(await positionInList(page, "sidebar-1")).toBe(4);
  expect(await positionInList(page, "sidebar-2")).toBe(10); // 8 items and the first banner before it
  for (const id of ["sidebar-1", "sidebar-2"]) {
    const slot = sidebarSlot(page, id);
    await expect(slot).toHaveAttribute("data-state", "filled");
    await expect(slot.getByText("Сурталчилгаа")).toBeVisible();
    const link = slot.locator("a.ad-creative__link");
    await expect(link).toHaveAttribute("rel", "sponsored noopener");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", /^\/api\/ads\/click\/\d+$/);
    const image = link.locator("img");
    await expect(image).toHaveAttribute("width", "293");
    await expect(image).toHaveAttribute("height", "255");
    await expect(image).toHaveAttribute("alt", /.+/);
  }
  expect(adRequests).toHaveLength(1);
  const asked = new URLSearchParams(adRequests[0]);
  expect(asked.getAll("htmlids[]")).toEqual(expect.arrayContaining(["sidebar-1", "sidebar-2", "big-banner", "hover-ad"]));
  expect(asked.get("page")).toBe("home");
});

test("impressions are counted with one beacon for the creatives shown", async ({ page }) => {
  const impression = page.waitForRequest((request) => request.url().endsWith("/api/ads/impression") && request.method() === "POST");
  await page.goto("/en/");
  const body = (await impression).postData() ?? "";
  expect(new URLSearchParams(body).get("ids")).toMatch(/^\d+(,\d+)*$/);
});

test("the big banner leaves after five seconds and stays away on reload", async ({ page, context }) => {
  await page.goto("/");
  const banner = page.locator(".big-banner");
  await expect(banner).toBeVisible();
  const shownAt = Date.now();
  await expect(banner.locator("img")).toHaveAttribute("width", "1170");
  await expect(banner.getByText("Сурталчилгаа").first()).toBeVisible();
  await expect(banner).toHaveCount(0, { timeout: 9_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4_000);
  const cookie = (await context.cookies()).find((c) => c.name === "bigBannerShownAt");
  expect(Number(cookie?.value)).toBeGreaterThan(0);

  await page.reload();
  await expect(sidebarSlot(page, "sidebar-1")).toHaveAttribute("data-state", "filled");
  await page.waitForTimeout(1_000);
  await expect(page.locator(".big-banner")).toHaveCount(0);
});

test("the big banner can be closed at once", async ({ page }) => {
  await page.goto("/en/");
  const banner = page.locator(".big-banner");
  await banner.getByRole("button", { name: "Close the advertisement" }).click();
  await expect(banner).toHaveCount(0, { timeout: 2_000 });
});

// The header's control under the banner: a menu's button on a desktop, the drawer's toggle on a phone.
for (const [lang, prefix, menu, drawer] of [["mn", "", "Хэрэгтэй", "Цэс"], ["en", "/en", "Helpful", "Menu"]] as const) {
  test(`a tap on the header while the big banner slides over it reaches the header, not the ad (${lang})`, async ({ page }) => {
    // The banner's animations are stopped the moment it appears, so the test can look at any
    // instant of its arrival however slow the machine.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const banner = document.querySelector(".big-banner--shown");
        if (!banner) return;
        observer.disconnect();
        for (const animation of banner.getAnimations({ subtree: true })) animation.pause();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${prefix}/`);
    const menuButton = isPhone(page) ? page.getByRole("button", { name: drawer, exact: true }) : page.getByRole("button", { name: menu });
    await page.locator(".big-banner--shown").waitFor({ state: "attached" });
    const box = (await menuButton.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // What a tap at the menu's place hits: near the end of the slide, then at rest.
    const hits = await page.evaluate(({ x, y }) => {
      const banner = document.querySelector(".big-banner")!;
      const animations = banner.getAnimations({ subtree: true });
      const hitsBanner = () => banner.contains(document.elementFromPoint(x, y));
      for (const animation of animations) animation.currentTime = 320;
      const sliding = hitsBanner();
      for (const animation of animations) animation.finish();
      return { animations: animations.length, sliding, atRest: hitsBanner() };
    }, point);
    expect(hits.animations).toBeGreaterThan(0);
    expect(hits.sliding).toBe(false);
    expect(hits.atRest).toBe(true);
  });
}

test("the hover ad opens from its teaser, covers nothing by default, and closes", async ({ page }) => {
  await page.goto("/en/");
  const hoverAd = page.locator('.hover-ad[data-ad-slot="hover-ad"]');
  await expect(hoverAd).toHaveAttribute("data-state", "filled");
  const teaser = hoverAd.getByRole("button", { name: /Advertisement/ });
  const panel = hoverAd.locator(".hover-ad__panel");
  await expect(panel).toBeHidden();
  await teaser.focus();
  await expect(panel).toBeVisible();
  await expect(panel.locator("img")).toHaveAttribute("width", "1170");
  await expect(teaser).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await teaser.click();
  await expect(panel).toBeVisible();
  // Focus moving inside the box keeps it open; focus leaving it closes it.
  await panel.getByRole("button", { name: "Hide this advertisement" }).focus();
  await expect(panel).toBeVisible();
  await page.locator("a.language-switch").focus();
  await expect(panel).toBeHidden();
  await teaser.click();
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Hide this advertisement" }).click();
  await expect(hoverAd).toHaveCount(0);
});

test("a failing ad SDK is logged and leaves the page intact without banners", async ({ page }) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.route("**/api/ads/config", (route) =>
    route.fulfill({ json: { sdk_enabled: true, sdk_url: "/static/no-such-ad-sdk.js" } }),
  );
  await page.route("**/static/no-such-ad-sdk.js", (route) => route.abort());
  await page.goto("/en/");
  await expect.poll(() => warnings.some((text) => text.includes("ad SDK failed to load"))).toBe(true);
  await expect(page.locator("[data-ad-slot]")).toHaveCount(0);
  await expect(page.locator(".ad-creative")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Latest news" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "More news" }).locator(".sidebar__item")).toHaveCount(8);
  expect(errors).toEqual([]);
});

test("ads cause no layout shift on the front page", async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // Web fonts are held back so that only the ads can move anything (the swap of the header's
  // font is measured elsewhere), and the ads answer late, long after the first paint.
  await page.route(/\.woff2?$/, (route) => route.abort());
  await page.route(/\/api\/ads\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/");
  await expect(sidebarSlot(page, "sidebar-1")).toHaveAttribute("data-state", "filled");
  await expect(page.locator(".big-banner")).toBeVisible();
  await expect(page.locator('.hover-ad[data-ad-slot="hover-ad"]')).toHaveAttribute("data-state", "filled");
  await page.locator('li.ad-slot img').first().evaluate((img: HTMLImageElement) => img.decode().catch(() => {}));
  await page.waitForTimeout(1_000);
  const total = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
  expect(total).toBeLessThan(0.01);
});

for (const lang of ["mn", "en"] as const) {
  test(`each edition shows banners in its own language (${lang})`, async ({ page }) => {
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/ads");
    await page.goto(lang === "en" ? "/en/" : "/");
    expect(new URL((await asked).url()).searchParams.get("lang")).toBe(lang);
    for (const id of ["sidebar-1", "sidebar-2"]) {
      const image = sidebarSlot(page, id).locator("a.ad-creative__link img");
      await expect(image).toHaveAttribute("alt", /.+/);
      // The demo's Mongolian advertisers are written in Cyrillic, the English ones in Latin letters.
      await expect(image).toHaveAttribute("alt", lang === "mn" ? /[Ѐ-ӿ]/ : /^[^Ѐ-ӿ]+$/);
    }
  });
}
