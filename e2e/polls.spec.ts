// Polls: vote in the active poll, see the results, a second vote is refused; both languages.
import { expectNoSeriousA11yViolations } from "./axe";
import { expectLive, holdEntry, watchLive } from "./live";
import { expect, test } from "./uniqueClient";

const TEXT = {
  mn: { prefix: "", vote: "Санал өгөх", thanks: "Санал өгсөнд баярлалаа.", mine: "Таны хариулт", notice: /шинжлэх ухааны судалгаа биш/, already: "аль хэдийн санал өгсөн" },
  en: { prefix: "/en", vote: "Vote", thanks: "Thank you for voting.", mine: "Your answer", notice: /not a scientific survey/, already: "already voted" },
} as const;

for (const lang of ["mn", "en"] as const) {
  const text = TEXT[lang];

  test(`vote in the active poll and see the results (${lang})`, async ({ page }) => {
    await page.goto(`${text.prefix}/poll/last`);
    const card = page.locator("article.poll-card");
    await expect(card.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole("radio").first().check();
    await card.getByRole("button", { name: text.vote, exact: true }).click();
    await expect(card.getByRole("status")).toHaveText(text.thanks);
    await expect(card.locator(".poll-results__row--mine")).toContainText(text.mine);
    await expect(card.locator(".poll-results__figures strong").first()).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}%$/);
    await expect(card.getByText(text.notice)).toBeVisible();

    // A second vote (a fresh token, the same reader) is refused with a clear message.
    const second = await page.evaluate(async (lang) => {
      const form = (body: Record<string, string>) => new URLSearchParams(body);
      const poll = (await (await fetch(`/api/cache/poll/last?lang=${lang}`)).json()) as { activePoll: { poll_id: number; pollAnswersArray: { poll_answer_id: number }[] } };
      const token = (await (await fetch(`/api/token/get?lang=${lang}`, { method: "POST", body: form({ intention: btoa("poll_vote") }) })).json()) as { token: string };
      const answer = poll.activePoll.pollAnswersArray[1] ?? poll.activePoll.pollAnswersArray[0];
      const response = await fetch(`/api/poll/vote?lang=${lang}`, {
        method: "POST",
        headers: { "X-CSRF-TOKEN": token.token },
        body: form({ pollID: String(poll.activePoll.poll_id), answerID: String(answer?.poll_answer_id) }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    }, lang);
    expect(second.status).toBe(409);
    expect(second.body.message).toContain(text.already);

    // Back on the page, the reader sees the results with their answer, not the ballot.
    await page.reload();
    await expect(card.locator(".poll-results__row--mine")).toBeVisible();
    await expect(card.getByRole("button", { name: text.vote, exact: true })).toHaveCount(0);
  });

  test(`an answer picked before the code has arrived is the one voted for (${lang})`, async ({ page }) => {
    const release = await holdEntry(page);
    await watchLive(page);
    await page.goto(`${text.prefix}/poll/last`, { waitUntil: "domcontentloaded" });
    const card = page.locator("article.poll-card");
    const picked = card.getByRole("radio").nth(1);
    const answer = (await card.locator(".poll-ballot__answer").nth(1).textContent())!.trim();
    await picked.check();
    release();
    await expectLive(page);
    await expect(picked).toBeChecked(); // the reader's own poll arriving re-renders the card
    await card.getByRole("button", { name: text.vote, exact: true }).click();
    await expect(card.getByRole("status")).toHaveText(text.thanks);
    await expect(card.locator(".poll-results__row--mine")).toContainText(answer);
  });

  test(`the detailed results and the list of polls (${lang})`, async ({ page }) => {
    await page.goto(`${text.prefix}/poll/detailed`);
    await expect(page.locator(".poll-results__row").first()).toBeVisible();
    await expect(page.getByText(text.notice).first()).toBeVisible();
    const list = page.locator(".poll-list__item a");
    await expect(list.first()).toBeVisible();
    await list.last().click();
    await expect(page).toHaveURL(/\/\d+\/poll$/);
    await expect(page.locator("article.poll-card h1")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
