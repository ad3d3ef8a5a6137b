// An open live page asks for its updates once per tick (20 s), and each answer is the front cache's
// current one: an update an editor posts shows within one tick, never a poll late. On a phone the
// "new updates" notice stays clear of the sticky header.
import { expect, test } from "@playwright/test";
import { openLiveStoryFromTheFrontPage } from "./live";
import { logInToTheNewsroom } from "./newsroom";

const TEXT = {
  mn: { prefix: "", heading: "Шууд мэдээлэл", notice: /шинэ мэдээлэл/ },
  en: { prefix: "/en", heading: "Live updates", notice: /new updates?$/ },
} as const;
/** One poll (shared/api/polling.ts POLL_MS) and a few seconds for the caches and a busy machine. */
const TICK_MS = 20_000;
const WITHIN_A_TICK = TICK_MS + 5_000;

for (const lang of ["mn", "en"] as const) {
  test(`an open live page polls once per tick and shows a new update within one (${lang})`, async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const polls: number[] = [];
    page.on("request", (request) => {
      if (/\/api\/cache\/news\/live\/\w+\?/.test(request.url())) polls.push(Date.now());
    });
    const lid = await openLiveStoryFromTheFrontPage(page, TEXT[lang].prefix, TEXT[lang].heading);
    const coverage = page.getByTestId("live-coverage");
    await coverage.getByTestId("live-update").nth(1).scrollIntoViewIfNeeded();

    const desk = await browser.newContext();
    const editor = await desk.newPage();
    try {
      await logInToTheNewsroom(editor);
      await editor.goto(`/admin/news/article/?q=${lid}`);
      await editor.locator("#result_list tbody th a").first().click();
      // From the second poll on, the browser's own copy of the answer is no longer fresh: the case
      // where it used to answer from that copy and revalidate it with a second request.
      await expect.poll(() => polls.length, { timeout: 3 * TICK_MS }).toBeGreaterThanOrEqual(2);

      const title = `E2E ${lang} tick ${Date.now()}`;
      await editor.locator('a[href*="/admin/news/liveupdate/add/?article="]').click();
      await editor.fill("#id_title", title);
      await editor.locator("input[name=_save]").click();
      await expect(editor.locator(".messagelist .success")).toBeVisible();
      const postedAt = Date.now();

      const notice = coverage.getByTestId("live-notice");
      await expect(notice).toHaveText(text.notice, { timeout: WITHIN_A_TICK });
      if (testInfo.project.name === "phone") {
        // Down in the updates the notice stays in view, just under the sticky header and clear of
        // it, whatever the header's height in this edition.
        await coverage.getByTestId("live-update").nth(4).scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 300);
        await expect(async () => {
          const header = (await page.locator(".site-header").boundingBox())!;
          const pill = (await notice.boundingBox())!;
          expect(pill.y).toBeGreaterThanOrEqual(header.y + header.height);
          expect(pill.y).toBeLessThanOrEqual(header.y + header.height + 16);
        }).toPass({ timeout: 5000 });
        await page.screenshot({ path: testInfo.outputPath(`notice-${lang}.png`) });
      }
      // The tap brings it in (another spec's update posted to the same story may have come first).
      await expect(async () => {
        if (await notice.isVisible()) await notice.click();
        await expect(coverage.getByTestId("live-update").getByRole("heading", { name: title })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: WITHIN_A_TICK - (Date.now() - postedAt) });

      // One request per tick: never two within one.
      const seen = polls.length;
      await expect.poll(() => polls.length, { timeout: WITHIN_A_TICK }).toBeGreaterThan(seen);
      const gaps = polls.slice(1).map((at, index) => at - polls[index]!);
      expect(gaps.every((gap) => gap > TICK_MS * 0.75), `gaps between polls: ${gaps.join(", ")} ms`).toBe(true);
    } finally {
      await desk.close();
    }
  });
}
