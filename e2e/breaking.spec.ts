// Breaking news: an editor flags a story, and every page of its edition shows it in a strip under the
// masthead; a reader follows it to the story, hides it, and it stays hidden on the next page.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { olderArticle, runAction, withTheStrip } from "./breakingNews";
import { expectLive, watchLive } from "./live";
import { logInToTheNewsroom } from "./newsroom";

const TEXT = {
  mn: { prefix: "", region: "Шуурхай мэдээ", label: "Шуурхай мэдээ", dismiss: "Энэ шуурхай мэдээг нуух", at: 24 },
  en: { prefix: "/en", region: "Breaking news", label: "Breaking", dismiss: "Hide this breaking news", at: 8 },
} as const;

for (const lang of ["mn", "en"] as const) {
  test(`an editor flags breaking news, a reader follows it and hides it for good (${lang})`, async ({ page, browser, request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops; the reader is checked at a phone's width too");
    // Two axe runs over the whole front page take 10-15 s each on a busy two-core machine, and the
    // spec that flags a story while a page is open may have its turn first (e2e/breakingNews.ts).
    test.setTimeout(240_000);
    const text = TEXT[lang];
    const story = await olderArticle(request, lang, text.at + testInfo.retry);
    await withTheStrip(lang, async () => {
      await logInToTheNewsroom(page);
      // Only this story is breaking in its edition (a run stopped halfway may have left one flagged).
      await runAction(page, `breaking=now&language__exact=${lang}`, "end_breaking");
      await runAction(page, `q=${story.lid}`, "flag_breaking");
      // The flag's own message; the story's alert has one of its own beside it (queued, or over the hour's limit).
      await expect(page.locator(".messagelist .success", { hasText: "шуурхай мэдээний туузад" })).toHaveText(
        "1 мэдээ 2 цагийн турш шуурхай мэдээний туузад байна.",
      );

      const readerContext = await browser.newContext(); // a reader with no cookies and nothing stored
      const reader = await readerContext.newPage();
      try {
        await watchLive(reader);
        const strip = reader.getByRole("region", { name: text.region, exact: true });
        await expect(async () => {
          await reader.goto(`${text.prefix}/`);
          await expect(strip.getByRole("link", { name: story.title })).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 20_000 }); // the front caches keep a page 10 s
        await expect(strip).toContainText(text.label);
        await expectLive(reader);
        // Named and readable in both themes (the dark one follows the device here).
        await expectNoSeriousA11yViolations(reader);
        await reader.emulateMedia({ colorScheme: "dark" });
        await expectNoSeriousA11yViolations(reader);
        await reader.emulateMedia({ colorScheme: "light" });

        // It fits a narrow phone: nothing wider than the screen, the button within reach.
        await reader.setViewportSize({ width: 360, height: 740 });
        expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        const button = strip.getByRole("button", { name: text.dismiss });
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        await reader.setViewportSize({ width: 1280, height: 800 });

        await strip.getByRole("link", { name: story.title }).click();
        await expect(reader).toHaveURL(new RegExp(`${text.prefix}/${story.lid}/r$`));
        await expect(reader.getByRole("heading", { level: 1 })).toHaveText(story.title);
        await expect(strip).toBeVisible(); // on the story's own page too

        await strip.getByRole("button", { name: text.dismiss }).click();
        await expect(strip).toHaveCount(0);

        // The next page, loaded afresh: the server draws the strip for everyone, the reader's mark hides it.
        const next = await reader.goto(`${text.prefix}/`);
        expect(await next!.text()).toContain('class="breaking-strip"');
        await expectLive(reader);
        await expect(strip).toHaveCount(0);
      } finally {
        await readerContext.close();
        await runAction(page, `q=${story.lid}`, "end_breaking"); // the other specs share this server
      }
      await page.goto(`/admin/news/article/?breaking=now&q=${story.lid}`);
      await expect(page.locator("#result_list input[name=_selected_action]")).toHaveCount(0);
    });
  });
}
