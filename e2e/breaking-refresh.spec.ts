// Breaking news reaches a reader who already has the site open: the newsroom flags a story while the
// reader's page is open, and the strip comes within a poll (20 s) and the caches' moment, without a
// reload; the newsroom ends it, and it leaves the same way, on whatever screen the reader went to.
import { expect, test } from "@playwright/test";
import { olderArticle, runAction, withTheStrip } from "./breakingNews";
import { expectLive, watchLive } from "./live";
import { logInToTheNewsroom } from "./newsroom";

const TEXT = {
  mn: { prefix: "", region: "Шуурхай мэдээ", at: 26 },
  en: { prefix: "/en", region: "Breaking news", at: 10 },
} as const;
// The newsroom speaks Mongolian unless an editor picks English.
const ENDED = "1 мэдээг шуурхай мэдээнээс буулгалаа: уншигчдын нээлттэй хуудаснаас тууз хагас минутын дотор арилна.";
/** One poll (shared/api/polling.ts POLL_MS) and a few seconds for the caches and a busy machine. */
const WITHIN_A_TICK = 25_000;

for (const lang of ["mn", "en"] as const) {
  test(`an open page shows the strip the newsroom flags and drops it when ended, without a reload (${lang})`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(240_000); // the other breaking spec's turn, a sign-in, two ticks
    const text = TEXT[lang];
    const isPhone = testInfo.project.name === "phone";
    if (isPhone) await page.setViewportSize({ width: 320, height: 640 });
    const story = await olderArticle(request, lang, text.at + testInfo.retry);
    const desk = await browser.newContext();
    const editor = await desk.newPage();
    try {
      await withTheStrip(lang, async () => {
        try {
          await logInToTheNewsroom(editor);
          await runAction(editor, `breaking=now&language__exact=${lang}`, "end_breaking");

          await watchLive(page);
          await page.goto(`${text.prefix}/`);
          await expectLive(page);
          const strip = page.getByRole("region", { name: text.region, exact: true });
          await expect(strip).toHaveCount(0, { timeout: WITHIN_A_TICK }); // a page cached before the end is set right too
          // Gone on a reload: what follows happens in this one page.
          await page.evaluate(() => ((window as unknown as { openAllAlong: boolean }).openAllAlong = true));
          const sameDocument = () => page.evaluate(() => (window as unknown as { openAllAlong?: boolean }).openAllAlong === true);

          await runAction(editor, `q=${story.lid}`, "flag_breaking");
          await expect(strip.getByRole("link", { name: story.title })).toBeVisible({ timeout: WITHIN_A_TICK });
          expect(await sameDocument()).toBe(true);
          if (isPhone) {
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
            await page.screenshot({ path: testInfo.outputPath(`strip-${lang}-320.png`) });
          }

          // Another screen of the same page: the story itself, reached through the strip.
          await strip.getByRole("link", { name: story.title }).click();
          await expect(page).toHaveURL(new RegExp(`${text.prefix}/${story.lid}/r$`));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);

          await runAction(editor, `q=${story.lid}`, "end_breaking");
          await expect(editor.locator(".messagelist .success")).toHaveText(ENDED); // the editor is told it is done
          await expect(strip).toHaveCount(0, { timeout: WITHIN_A_TICK });
          expect(await sameDocument()).toBe(true);
        } finally {
          await runAction(editor, `q=${story.lid}`, "end_breaking"); // the other specs share this server
        }
      });
    } finally {
      await desk.close();
    }
  });
}
