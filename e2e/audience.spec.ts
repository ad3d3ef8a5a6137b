// The audience desk: readers open a story (from a search engine, from a social network, directly), and
// the newsroom's desk shows those views within seconds, in Mongolian and English, at phone and desktop width.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { logInToTheNewsroom } from "./newsroom";

const DESK = "/admin/audience/storyminute/";

type Item = { id: number; lid: string; title: string };

/** A story of the Mongolian edition few other specs open: the eighth of the latest. */
async function quietStory(page: Page): Promise<Item> {
  const response = await page.request.get("/api/news/shinemedee?size=10");
  const list = ((await response.json()) as { shinemedee_list: Item[] }).shinemedee_list;
  const item = list[7] ?? list[0];
  if (!item) throw new Error("no article in the demo data");
  return item;
}

/** A reader of their own (a new browser context: no cookie, no newsroom session) opens the story. */
async function readAs(browser: Browser, lid: string, referer?: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const counted = page.waitForResponse((r) => r.url().endsWith("/api/news/view") && r.request().method() === "POST");
  await page.goto(`/${lid}/r`, referer ? { referer } : {});
  const answer = await counted;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["set-cookie"]).toBeUndefined(); // counting sets no cookie
  await context.close();
}

async function figure(page: Page, id: string): Promise<number> {
  return Number((await page.locator(`#${id}`).textContent())?.replace(/\D/g, "") ?? "0");
}

test("the audience desk shows the views readers just made, with where they came from", async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops; the phone width is checked below");
  test.setTimeout(90_000);
  const story = await quietStory(page);
  await logInToTheNewsroom(page);
  await page.goto(`${DESK}story/${story.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(story.title.slice(0, 20));
  const before = await figure(page, "audience-views-today");

  await readAs(browser, story.lid, "https://www.google.com/");
  await readAs(browser, story.lid, "https://m.facebook.com/");
  await readAs(browser, story.lid);

  // The views wait in a buffer for at most a few seconds; the desk writes what is buffered before it reads.
  await expect.poll(async () => {
    await page.reload();
    return figure(page, "audience-views-today");
  }, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 3);
  expect(await figure(page, "audience-readers-now")).toBeGreaterThanOrEqual(1);
  const sources = page.locator("#audience-story-sources");
  await expect(sources.getByText("Хайлтын систем")).toBeVisible();
  await expect(sources.getByText("Сошиал сүлжээ")).toBeVisible();
  await expect(sources.getByText("Шууд")).toBeVisible();
  await expect(page.locator("svg.audience-chart rect").first()).toBeAttached();

  // The desk: the story among those read in the last five minutes, in both languages.
  await page.goto(DESK);
  await expect(page.locator("#audience-now").getByRole("link", { name: story.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Сүүлийн 5 минутад уншсан" })).toBeVisible();
  for (const [width, height, name] of [[1280, 900, "desktop"], [390, 844, "phone"]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`audience-desk-mn-${name}.png`), fullPage: true });
  }
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Readers in the last 5 minutes" })).toBeVisible();
  await expect(page.locator("#audience-now").getByRole("link", { name: story.title })).toBeVisible();
  for (const [width, height, name] of [[1280, 900, "desktop"], [390, 844, "phone"]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`audience-desk-en-${name}.png`), fullPage: true });
  }
  await page.goto(`${DESK}story/${story.id}/`);
  await page.screenshot({ path: testInfo.outputPath("audience-story-en-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("audience-story-en-desktop.png"), fullPage: true });
  await page.getByRole("link", { name: "Монгол", exact: true }).click(); // leave the login's language as it was
});
