// Lite pages (backend/lite): from the full site's footer into the lite twin, through a section to an
// article, a poll vote and a comment, all with JavaScript off; and the full page's offer of the lite
// version when the browser asks for less data.
import { expect, test } from "./uniqueClient";

const TEXT = {
  mn: {
    prefix: "",
    link: "Хөнгөн хувилбар",
    vote: "Санал өгөх",
    voted: "Баярлалаа: таны санал тоологдлоо.",
    name: "Таны нэр",
    comment: "Таны сэтгэгдэл",
    send: "Илгээх",
    sent: /^Баярлалаа/,
    body: "Энэ мэдээ удаан интернэтээр ч хурдан нээгдлээ.",
    open: "Хөнгөн хувилбарыг нээх",
  },
  en: {
    prefix: "/en",
    link: "Lite version",
    vote: "Vote",
    voted: "Thank you: your vote is counted.",
    name: "Your name",
    comment: "Your comment",
    send: "Send",
    sent: /^Thank you/,
    body: "This story opened quickly even on a slow line.",
    open: "Open the lite version",
  },
} as const;

for (const lang of ["mn", "en"] as const) {
  const text = TEXT[lang];

  test.describe(`without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test(`footer to lite, a section, an article, a vote and a comment (${lang})`, async ({ page }) => {
      await page.goto(`${text.prefix}/`);
      await page.getByTestId("lite-link").click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/lite/$`));
      expect(await page.locator("script").count()).toBe(0);

      // A section from the front page's list of sections, then its first story.
      await page.locator('nav[class="small"] a[href*="/i"]').first().click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/lite/\\d+/i$`));
      // A card's title link (the lead story's picture is a link of its own before it).
      const story = page.locator("ul.cards li").first().locator("a").last();
      const title = (await story.innerText()).trim();
      await story.click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/lite/[A-Za-z0-9]+/r$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const article = page.url();

      // The front page's poll: a plain form, answered with the result.
      await page.goto(`${text.prefix}/lite/`);
      await page.getByRole("radio").first().check();
      await page.getByRole("button", { name: text.vote, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(text.voted);
      await expect(page).toHaveURL(/\/poll\?note=/);

      // A comment on the article.
      await page.goto(article);
      await page.locator('a[href$="/comments"]').click();
      await page.getByLabel(text.name).fill("E2E");
      await page.getByLabel(text.comment).fill(text.body);
      await page.getByRole("button", { name: text.send, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(text.sent);
      // The link back to the full article.
      await expect(page.locator(`a[href="${new URL(article).pathname.replace("/lite", "")}"]`)).toHaveCount(1);
    });
  });

  test(`the full page offers the lite version when the browser asks for less data (${lang})`, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true });
    });
    await page.goto(`${text.prefix}/today`);
    const offer = page.getByTestId("lite-offer");
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("link", { name: text.open })).toHaveAttribute("href", `${text.prefix}/lite/today`);
    // Once the app runs, the footer's link leads to the lite twin of the page on screen.
    await expect(page.getByTestId("lite-link")).toHaveAttribute("href", `${text.prefix}/lite/today`);
    await offer.getByRole("button").click();
    await expect(offer).toHaveCount(0);
  });

  test(`no offer on a fast line (${lang})`, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: false, effectiveType: "4g" }, configurable: true });
    });
    await page.goto(`${text.prefix}/today`);
    await expect(page.getByTestId("lite-link")).toHaveAttribute("href", `${text.prefix}/lite/today`);
    await expect(page.getByTestId("lite-offer")).toHaveCount(0);
  });
}
