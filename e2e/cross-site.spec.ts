// Another site's page trying to act as our reader: it auto-submits a form for every reader write and
// fires each one by fetch with the reader's credentials. The portal refuses every one (403), stores
// nothing and leaves the reader's cookie as it was; its own pages still write in both editions.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, recentArticleLid, test } from "./uniqueClient";

/** The attacker's site: a server of the test's own, opened as `localhost`, which is another site than
 * `127.0.0.1` to the browser and yet on this machine, so Chromium's block on public pages calling local
 * servers is not what refuses the writes. */
async function serveAttacker(html: string): Promise<{ origin: string; close: () => void }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => server.close() };
}

type Write = { path: string; fields: Record<string, string> };

async function json<T>(request: APIRequestContext, url: string, method: "get" | "post" = "get"): Promise<T> {
  return (await (method === "get" ? request.get(url) : request.post(url)).then((r) => r.json())) as T;
}

/** Every reader write of the API, aimed at real items of the demo data. */
async function readerWrites(request: APIRequestContext, lid: string, forgedText: string): Promise<Write[]> {
  const latest = await json<{ shinemedee_list: { id: number; lid: string }[] }>(request, "/api/news/shinemedee?size=1");
  const articleId = String(latest.shinemedee_list[0]?.id ?? 1);
  const comments = await json<{ comments: { id: number }[] }>(request, `/api/${lid}/r/comments`, "post");
  const commentId = String(comments.comments[0]?.id ?? 1);
  const comic = await json<{ comics?: { id: number }[] }>(request, "/api/cache/comic/last");
  const comicId = String(comic.comics?.[0]?.id ?? 1);
  const poll = await json<{ activePoll?: { poll_id: number; pollAnswersArray: { poll_answer_id: number }[] } }>(
    request, "/api/cache/poll/last");
  const pollId = String(poll.activePoll?.poll_id ?? 1);
  const answerId = String(poll.activePoll?.pollAnswersArray[0]?.poll_answer_id ?? 1);
  const comment = { commentBody: forgedText, commentBy: "Attacker", emoticid: "0", parentid: "" };
  return [
    { path: `/api/${lid}/r/comment-insert`, fields: comment },
    { path: "/api/comic/comment-set", fields: { ...comment, comicid: comicId } },
    { path: "/api/poll/comment-set", fields: { ...comment, pollid: pollId } },
    { path: "/api/news/comment-like-dislike", fields: { commentid: commentId, type: "like" } },
    { path: "/api/comic/comment-like-dislike", fields: { commentid: commentId, type: "like" } },
    { path: "/api/poll/comment-like-dislike", fields: { commentid: commentId, type: "like" } },
    { path: "/api/comment/report", fields: { commentid: commentId, reason: "spam" } },
    { path: `/api/reaction/${articleId}`, fields: { reactionId: "1", isMega: "false" } },
    { path: `/api/reaction/remove/${articleId}`, fields: { reactionId: "1", isMega: "false" } },
    { path: "/api/comic/like", fields: { comicid: comicId, type: "like" } },
    { path: "/api/poll/vote", fields: { pollID: pollId, answerID: answerId } },
    { path: "/api/token/get", fields: { intention: "cG9sbHZvdGU=" } },
    { path: "/api/story/seen", fields: { id: "1" } },
    { path: "/api/news/view", fields: { newsid: lid } },
    { path: "/api/news/share", fields: { newsid: lid } },
    { path: "/api/ads/impression", fields: { ids: "1" } },
    { path: "/api/ads/click/1", fields: {} },
  ];
}

/** The attacker's page: one auto-submitting form per write (each into its own frame), then the same
 * writes by fetch, with the reader's cookies asked for. */
function attackPage(origin: string, writes: Write[]): string {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const forms = writes.map((write, n) => {
    const inputs = Object.entries(write.fields)
      .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`).join("");
    return `<iframe name="f${n}"></iframe><form method="post" target="f${n}" action="${origin}${write.path}">${inputs}</form>`;
  }).join("\n");
  const calls = JSON.stringify(writes.map((write) => [origin + write.path, new URLSearchParams(write.fields).toString()]));
  return `<!doctype html><html><body>${forms}<script>
    for (const form of document.forms) form.submit();
    for (const [url, body] of ${calls}) {
      fetch(url, { method: "POST", credentials: "include", mode: "no-cors", body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" } }).catch(() => {});
    }
  </script></body></html>`;
}

async function readerCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "rid")?.value;
}

const FORM = {
  mn: { name: "Таны нэр", body: "Таны сэтгэгдэл", send: "Сэтгэгдэл илгээх", published: "Таны сэтгэгдэл нийтлэгдлээ", title: "Сэтгэгдэл" },
  en: { name: "Your name", body: "Your comment", send: "Send comment", published: "Your comment has been published", title: "Comments" },
} as const;

/** Writes a comment through the article page's own form and waits for the portal's "published". */
async function writeComment(page: Page, lang: "mn" | "en", text: string) {
  const words = FORM[lang];
  const section = page.getByRole("region", { name: words.title, exact: true });
  await section.scrollIntoViewIfNeeded();
  const form = section.locator("form.comment-form").first();
  await form.getByLabel(words.name).fill("E2E");
  await form.getByLabel(words.body).fill(text);
  await form.getByRole("button", { name: words.send }).click();
  await expect(form.getByRole("status")).toContainText(words.published);
}

test("another site's page cannot write as the reader; the portal's own pages still can, in both editions", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow(); // two editions, forty forged writes
  const origin = baseURL ?? "http://127.0.0.1:8765";
  const lid = await recentArticleLid(request, "mn");

  // The reader arrives by clicking from the front page and writes once, so they have an id.
  await page.goto("/");
  await page.locator(`a[href="/${lid}/r"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${lid}/r$`));
  await writeComment(page, "mn", `Өөрийн хуудаснаас ${Date.now()}`);
  const cookie = await readerCookie(context);
  expect(cookie).toBeTruthy();

  // The attack: every write as a form and as a fetch, from another site's page.
  const forgedText = `Forged by another site ${Date.now()}`;
  const writes = await readerWrites(request, lid, forgedText);
  const forged: { url: string; status: number; setsCookie: boolean }[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().startsWith(origin)) {
      forged.push({ url: response.url(), status: response.status(), setsCookie: "set-cookie" in response.headers() });
    }
  });
  const attacker = await serveAttacker(attackPage(origin, writes));
  try {
    await page.goto(`${attacker.origin}/win-a-prize`);
    await expect.poll(() => forged.length, { timeout: 15_000 }).toBe(writes.length * 2);
  } finally {
    attacker.close();
    page.removeAllListeners("response");
  }

  for (const answer of forged) {
    expect(answer, answer.url).toMatchObject({ status: 403, setsCookie: false });
  }
  expect(await readerCookie(context)).toBe(cookie);
  // Other tests write on the same story meanwhile: the forged text itself must be nowhere.
  const after = await json<{ comments: { commentBody: string }[] }>(request, `/api/${lid}/r/comments`, "post");
  expect(after.comments.length).toBeGreaterThan(0);
  expect(after.comments.map((c) => c.commentBody)).not.toContain(forgedText);

  // Back on the portal's own pages, the same reader still writes, in each edition.
  await page.goto("/");
  await page.locator(`a[href="/${lid}/r"]`).first().click();
  await writeComment(page, "mn", `Дахин ${Date.now()}`);
  const english = await recentArticleLid(request, "en");
  await page.goto("/en/");
  await page.locator(`a[href="/en/${english}/r"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/${english}/r$`));
  await writeComment(page, "en", `Own page ${Date.now()}`);
  expect(await readerCookie(context)).toBe(cookie);
});
