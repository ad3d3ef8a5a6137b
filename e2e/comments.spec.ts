// Comments on an article (and on a comic): write, reply, the messages, likes; both languages.
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, recentArticleLid, test } from "./uniqueClient";

const TEXT = {
  mn: {
    prefix: "",
    title: "Сэтгэгдэл",
    name: "Таны нэр",
    body: "Таны сэтгэгдэл",
    reply: "Таны хариулт",
    send: "Сэтгэгдэл илгээх",
    sendReply: "Хариулт илгээх",
    replyButton: "Хариулах",
    published: "Таны сэтгэгдэл нийтлэгдлээ",
    empty: "Сэтгэгдлээ бичнэ үү!",
    nameRequired: "Нэрээ оруулна уу!",
    rejected: "Таны сэтгэгдэл хүлээн зөвшөөрөгдөхгүй байна.",
    banned: "Ямар тэнэг юм бэ",
    warning: /хууль болон ёс зүйн/,
  },
  en: {
    prefix: "/en",
    title: "Comments",
    name: "Your name",
    body: "Your comment",
    reply: "Your reply",
    send: "Send comment",
    sendReply: "Send reply",
    replyButton: "Reply",
    published: "Your comment has been published",
    empty: "Please write your comment!",
    nameRequired: "Please enter your name!",
    rejected: "Your comment is not acceptable.",
    banned: "What an idiot wrote this",
    warning: /follow the law and ethical rules/,
  },
} as const;

for (const lang of ["mn", "en"] as const) {
  const text = TEXT[lang];

  test.describe(`comments (${lang})`, () => {
    test("write a comment and a reply on an article; the messages of the form", async ({ page, request }) => {
      test.slow(); // many round trips and an axe scan
      const lid = await recentArticleLid(request, lang);
      await page.goto(`${text.prefix}/${lid}/r`);
      const section = page.getByRole("region", { name: text.title, exact: true });
      await section.scrollIntoViewIfNeeded();
      // Hydrated and loaded: the list, or the empty state (the server's HTML says "loading").
      await expect(section.locator('.comment-list, p.comments__state:not([aria-busy="true"])').first()).toBeVisible();
      await expect(section.getByText(text.warning)).toBeVisible();
      const form = section.locator("form.comment-form").first();

      // Empty comment, then no name: the client's messages.
      await form.getByRole("button", { name: text.send }).click();
      await expect(form.getByRole("alert")).toHaveText(text.empty);
      await form.getByLabel(text.body).fill("A comment without a name");
      await form.getByRole("button", { name: text.send }).click();
      await expect(form.getByRole("alert")).toHaveText(text.nameRequired);

      // A banned word: the server's rejection, and nothing is added.
      await form.getByLabel(text.name).fill("E2E");
      await form.getByLabel(text.body).fill(text.banned);
      await form.getByRole("button", { name: text.send }).click();
      await expect(form.getByRole("alert")).toHaveText(text.rejected);
      await expect(section.locator(".comment__body", { hasText: text.banned })).toHaveCount(0);

      // A good comment goes to the top; a <script> stays text.
      const body = `E2E ${lang} ${Date.now()} <script>window.hacked=1</script> сайхан`;
      await form.getByLabel(text.body).fill(body);
      await form.getByRole("button", { name: text.send }).click();
      await expect(form.getByRole("status")).toContainText(text.published);
      const first = section.locator(".comment-list > .comment").first();
      await expect(first.locator(".comment__body").first()).toHaveText(body);
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

      // A reply goes to the front of its parent's replies.
      await first.getByRole("button", { name: text.replyButton, exact: true }).first().click();
      const replyForm = first.locator("form.comment-form");
      const reply = `E2E reply ${lang} ${Date.now()}`;
      await replyForm.getByLabel(text.name).fill("E2E");
      await replyForm.getByLabel(text.reply).fill(reply);
      await replyForm.getByRole("button", { name: text.sendReply }).click();
      await expect(first.locator(".comment-list--replies > .comment").first().locator(".comment__body").first()).toHaveText(reply);
      // The comment's confirmation went with the later post: it does not stand for the reply.
      await expect(form.getByRole("status")).toHaveText("");
      await expectNoSeriousA11yViolations(page);
    });

    test("like and unlike a comment", async ({ page, request }) => {
      // An article of the demo data that has comments.
      const latest = (await (await request.get(`/api/news/shinemedee?lang=${lang}&size=30`)).json()) as { shinemedee_list: { id: number; lid: string }[] };
      let lid = "";
      for (const item of latest.shinemedee_list) {
        const tree = (await (await request.post(`/api/${item.id}/r/comments?lang=${lang}`)).json()) as { comments: unknown[] };
        if (tree.comments.length > 0) {
          lid = item.lid;
          break;
        }
      }
      expect(lid).not.toBe("");
      await page.goto(`${text.prefix}/${lid}/r`);
      const section = page.getByRole("region", { name: text.title, exact: true });
      await section.scrollIntoViewIfNeeded();
      const comment = section.locator(".comment-list > .comment").first();
      await expect(comment).toBeVisible();
      const like = comment.locator(".comment__actions").first().locator(".vote-buttons__button").first();
      const count = async () => Number((await like.locator(".vote-buttons__count").innerText()).replace(/,/g, ""));
      const before = await count();
      await expect(like).toHaveAttribute("aria-pressed", "false");
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", "true");
      await expect.poll(count).toBe(before + 1);
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", "false");
      await expect.poll(count).toBe(before);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
