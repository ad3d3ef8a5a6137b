// Live coverage: a reader opens a live story from the front page and keeps it open; an editor posts an
// update in the newsroom; the reader's page announces it within the poll interval without moving, and
// the tap brings it in on top. Key events jump to their update; the server's HTML carries the updates.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { openLiveStoryFromTheFrontPage } from "./live";
import { logInToTheNewsroom } from "./newsroom";

const TEXT = {
  mn: { prefix: "", heading: "Шууд мэдээлэл", keyEvents: "Гол үйл явдлууд", notice: /шинэ мэдээлэл/, live: "Шууд" },
  en: { prefix: "/en", heading: "Live updates", keyEvents: "Key events", notice: /new updates?$/, live: "Live" },
} as const;

for (const lang of ["mn", "en"] as const) {
  test(`an editor's update reaches a reader's open live page behind a notice (${lang})`, async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops; the reader's phone is checked below");
    test.setTimeout(150_000);
    const text = TEXT[lang];
    const readerContext = await browser.newContext(); // no cookies, nothing stored
    const reader = await readerContext.newPage();
    try {
      const lid = await openLiveStoryFromTheFrontPage(reader, TEXT[lang].prefix, TEXT[lang].heading);
      const coverage = reader.getByTestId("live-coverage");
      const firstUpdate = coverage.getByTestId("live-update").first();
      await firstUpdate.scrollIntoViewIfNeeded();
      const before = (await firstUpdate.boundingBox())!;

      const title = `E2E ${lang} update ${Date.now()}`;
      await logInToTheNewsroom(page);
      await page.goto(`/admin/news/article/?q=${lid}`);
      await page.locator("#result_list tbody th a").first().click();
      await page.locator('a[href*="/admin/news/liveupdate/add/?article="]').click();
      await page.fill("#id_title", title);
      await page.locator("input[name=_save]").click();
      await expect(page.locator(".messagelist .success")).toBeVisible();

      // The reader's page polls: the notice comes within the poll interval and the caches' 10 s.
      const notice = coverage.getByTestId("live-notice");
      await expect(notice).toHaveText(text.notice, { timeout: 60_000 });
      expect((await firstUpdate.boundingBox())!.y).toBe(before.y); // nothing moved under the reader
      await notice.click();
      const newest = coverage.getByTestId("live-update").first();
      await expect(newest.getByRole("heading", { name: title })).toBeVisible();
      await expect(newest).toBeFocused();
      await expect(notice).toHaveCount(0);

      // The same reader reloading sees it drawn by the server, newest first.
      const html = await (await reader.request.get(`${text.prefix}/${lid}/r`)).text();
      expect(html).toContain(title);
    } finally {
      await readerContext.close();
    }
  });

  test(`a reader jumps through the key events of a live story, on a phone too (${lang})`, async ({ page }) => {
    test.setTimeout(60_000); // two axe runs over a long page
    const text = TEXT[lang];
    const lid = await openLiveStoryFromTheFrontPage(page, TEXT[lang].prefix, TEXT[lang].heading);
    const keyEvents = page.getByRole("navigation", { name: text.keyEvents });
    const link = keyEvents.getByRole("link").last();
    const target = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoSeriousA11yViolations(page);

    // Without JavaScript (a crawler, a reader who turned it off): the updates are in the HTML, with
    // LiveBlogPosting for search engines and the story's own update feed.
    const html = await (await page.request.get(`${text.prefix}/${lid}/r`)).text();
    expect(html).toContain('data-testid="live-update"');
    expect(html).toContain('"LiveBlogPosting"');
    const feed = await page.request.get(`${text.prefix}/live/${lid}/rss`);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain(`/${lid}/r#update-`);
  });
}
