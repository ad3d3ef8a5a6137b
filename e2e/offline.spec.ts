// Offline reading (features/offline, src/sw/sw.ts): the service worker keeps the front page and
// each article the reader opens, "Save for offline" keeps the day's top stories; offline they open,
// a page not kept says so in the reader's language, and back online pages come from the network.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectLive, watchLive } from "./live";
import { logInToTheNewsroom } from "./newsroom";

// The rest of the suite blocks service workers (playwright.config.ts): page.route cannot see what a
// worker fetches. This spec is about the worker.
test.use({ serviceWorkers: "allow" });

const EDITIONS = [
  {
    lang: "mn",
    prefix: "",
    save: "Офлайн унших гэж хадгалах",
    saved: /мэдээ хадгаллаа/,
    savedAt: /\d\d:\d\d цагт хадгалсан/,
    offlineTitle: "Интернэт холболт алга",
    savedLink: "Хадгалсан мэдээ",
    featured: "Онцлох",
  },
  {
    lang: "en",
    prefix: "/en",
    save: "Save for offline",
    saved: /stor(y|ies) saved/,
    savedAt: /Saved at \d\d:\d\d/,
    offlineTitle: "You are offline",
    savedLink: "Saved stories",
    featured: "Featured",
  },
] as const;

type Listed = { id: number; lid: string; title: string };

async function waitForTheWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
}

/** Whether the worker keeps the page at `path` (Cache Storage is the page's to read too). */
async function isKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (key) => {
    const cache = await caches.open("portal-pages-v1");
    return (await cache.match(new URL(key, location.origin).href)) !== undefined;
  }, path);
}

/**
 * Opens `path` offline from the worker's copy. A page fetched a few seconds ago may still be fresh in
 * the browser's own cache (max-age=10), which answers before any worker; a reload asks past it.
 */
async function openOffline(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.reload();
}

/** What the worker noted of its copy of `path` (when it kept it), or null without one. */
async function keptMeta(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (key) => {
    const kept = await (await caches.open("portal-pages-v1")).match(new URL(key, location.origin).href);
    return kept ? kept.headers.get("X-Offline-Meta") : null;
  }, path);
}

async function latest(page: Page, lang: string): Promise<Listed[]> {
  const answer = await page.request.get(`/api/news/shinemedee?size=40&lang=${lang}`);
  return ((await answer.json()) as { shinemedee_list: Listed[] }).shinemedee_list;
}

/** Renames an article as an editor would, in a context of its own (the reader stays signed out). */
async function retitle(browser: Browser, baseURL: string | undefined, id: number, title: string): Promise<void> {
  const editor = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const page = await editor.newPage();
  await logInToTheNewsroom(page);
  await page.goto(`/admin/news/article/${id}/change/`);
  await page.fill("#id_title", title);
  await page.click("input[name=_save]");
  await expect(page.locator(".messagelist .success")).toBeVisible();
  await editor.close();
}

for (const edition of EDITIONS) {
  test(`opened and saved stories open offline, others say so (${edition.lang})`, async ({ page, context, browser, baseURL }, testInfo) => {
    test.slow(); // a worker to install, a dozen stories to save, pages offline and online
    const { prefix } = edition;
    await watchLive(page);
    await page.goto(`${prefix}/`);
    await expectLive(page);
    await waitForTheWorker(page);

    // A story of the latest list, well down it (the specs that edit "the latest story" never pick it),
    // opened by a tap: the app shows it without a document, and the worker keeps its page all the same.
    const offset = 8 + (testInfo.project.name === "phone" ? 2 : 0) + testInfo.retry;
    const cards = page.locator("main .news-card a.news-card__link");
    const card = cards.nth(offset);
    const openedPath = (await card.getAttribute("href"))!;
    const openedTitle = (await card.locator(".news-card__title").textContent())!.trim();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${openedPath}$`));
    await expect(page.getByRole("heading", { level: 1, name: openedTitle })).toBeVisible();
    await expect.poll(() => isKept(page, openedPath), { timeout: 20_000 }).toBe(true);

    // The front page's "Save for offline": its budget is shown; the featured stories are saved.
    await page.goto(`${prefix}/`);
    await expectLive(page);
    const control = page.getByTestId("save-offline");
    await expect(control).toContainText("5 MB");
    await control.getByRole("button", { name: edition.save }).click();
    await expect(control.getByRole("status")).toHaveText(edition.saved, { timeout: 60_000 });
    const featured = page.getByRole("region", { name: edition.featured });
    const savedPath = (await featured.locator("a.news-card__link").first().getAttribute("href"))!;
    const savedTitle = (await featured.locator(".news-card__title").first().textContent())!.trim();
    expect(await isKept(page, savedPath)).toBe(true);

    // A story neither opened nor among the saved ones.
    const listed = await latest(page, edition.lang);
    let notKept: string | null = null;
    for (const item of listed.slice(20)) {
      const path = `${prefix}/${item.lid}/r`;
      if (!(await isKept(page, path))) {
        notKept = path;
        break;
      }
    }
    expect(notKept).not.toBeNull();

    await context.setOffline(true);
    try {
      // The front page, from this device, saying when it was saved.
      await page.reload();
      await expect(page.locator(".offline-notice")).toHaveText(new RegExp(edition.savedAt.source));
      await expect(page.getByRole("heading", { level: 2, name: edition.featured })).toBeVisible();

      await openOffline(page, openedPath);
      await expect(page.getByRole("heading", { level: 1, name: openedTitle })).toBeVisible();
      await expect(page.locator(".offline-notice")).toContainText(edition.savedLink);

      await openOffline(page, savedPath);
      await expect(page.getByRole("heading", { level: 1, name: savedTitle })).toBeVisible();
      await expect(page.locator(".offline-notice")).toHaveText(new RegExp(edition.savedAt.source));

      // Not kept: the reader's language, not the browser's error, and the saved list one tap away.
      const response = await page.goto(notKept!);
      expect(response?.status()).toBe(503);
      await expect(page.locator("html")).toHaveAttribute("lang", edition.lang);
      await expect(page.getByRole("heading", { level: 1, name: edition.offlineTitle })).toBeVisible();
      await page.getByRole("link", { name: edition.savedLink }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/saved$`));
      const list = page.getByTestId("saved-list");
      await expect(list.getByRole("link", { name: openedTitle })).toBeVisible({ timeout: 20_000 });
      await expect(list.getByRole("link", { name: savedTitle })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    if (edition.lang !== "mn") return;
    // Back online, pages come from the network: an editor's new headline shows at once.
    const lid = openedPath.split("/").at(-2)!;
    const story = ((await (await page.request.get(`/api/news/read/${lid}`)).json()) as { entity: Listed }).entity;
    const changed = `${openedTitle} (${testInfo.project.name} ${Date.now()})`;
    await retitle(browser, baseURL, story.id, changed);
    try {
      await expect(async () => {
        await page.goto(openedPath);
        await expect(page.getByRole("heading", { level: 1, name: changed })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 }); // the page caches keep a copy up to 10 s
      await expect(page.locator(".offline-notice")).toHaveCount(0);
    } finally {
      await retitle(browser, baseURL, story.id, openedTitle);
    }
  });
}

test("a signed-in newsroom never goes through the worker", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
  await watchLive(page);
  await page.goto("/");
  await expectLive(page);
  await waitForTheWorker(page);
  // A reader's page goes through it while no editor is signed in.
  expect((await page.reload())?.fromServiceWorker()).toBe(true);

  await logInToTheNewsroom(page);
  const admin = await page.goto("/admin/");
  expect(admin?.status()).toBe(200);
  expect(admin?.fromServiceWorker()).toBe(false);
  const front = await page.goto("/");
  expect(front?.fromServiceWorker()).toBe(false);
  // Nothing an editor sees is kept: the front page's copy is the reader's from before the sign-in.
  const before = await keptMeta(page, "/");
  expect(before).not.toBeNull();
  await page.goto("/");
  expect(await keptMeta(page, "/")).toBe(before);
});
