// One story in both editions: an editor pairs an English article with its Mongolian original; readers
// find a link to the other edition's article on each, and the language switch leads from one to the other.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { logInToTheNewsroom } from "./newsroom";

interface Listed {
  id: number;
  lid: string;
  title: string;
}

interface Pair {
  lid: string;
  language: "mn" | "en";
  title: string;
}

async function latest(request: APIRequestContext, lang: "mn" | "en"): Promise<Listed[]> {
  const answer = (await (await request.get(`/api/news/shinemedee?size=50&lang=${lang}`)).json()) as { shinemedee_list: Listed[] };
  return answer.shinemedee_list;
}

async function pairOf(request: APIRequestContext, lang: "mn" | "en", lid: string): Promise<Pair | null> {
  const read = (await (await request.get(`/api/news/read/${lid}?lang=${lang}`)).json()) as { entity: { pair: Pair | null } };
  return read.entity.pair;
}

/** An article well down the edition's list, which the specs that read "the latest article" never pick, and
 * which no translation pairs yet (the demo pairs a few stories of its own: news/demo/pairs.py). */
async function olderArticle(request: APIRequestContext, lang: "mn" | "en", at: number): Promise<Listed> {
  const listed = await latest(request, lang);
  for (const item of listed.slice(at)) {
    if ((await pairOf(request, lang, item.lid)) === null) return item;
  }
  throw new Error(`no unpaired ${lang} article from position ${at}`);
}

test("an editor pairs a translation with its original, and readers move between the two editions", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the newsroom is used on desktops");
  const original = await olderArticle(request, "mn", 34 + testInfo.retry);
  const translation = await olderArticle(request, "en", 12 + testInfo.retry);

  await logInToTheNewsroom(page);
  await page.goto(`/admin/news/article/${translation.id}/change/`);
  await page.locator(".field-translation_of .select2-selection").click();
  await page.locator(".select2-container--open .select2-search__field").fill(original.title);
  await page.locator(".select2-results__option", { hasText: original.title }).first().click();
  await page.click("input[name=_save]");
  await expect(page.locator(".messagelist .success")).toBeVisible();
  // The newsroom's list shows the pair on the original's row.
  await page.goto(`/admin/news/article/?q=${encodeURIComponent(original.title)}`);
  await expect(page.locator("#result_list tr", { hasText: original.title }).locator(".field-translation_state")).toContainText(/English|Англи/);

  // A reader with no cookies finds the Mongolian story through the header's search.
  await page.context().clearCookies();
  await expect(async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "Хайх" }).first().click();
    const input = page.getByRole("searchbox", { name: "Мэдээнээс хайх" }).first();
    await input.fill(original.title);
    await input.press("Enter");
    await page.locator("main .news-card__title", { hasText: original.title }).first().click({ timeout: 2000 });
    await expect(page).toHaveURL(new RegExp(`/${original.lid}/r$`));
    await expect(page.getByRole("link", { name: "Англиар унших" })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });

  // The link leads to the English story, whose own link and language switch lead back.
  await page.getByRole("link", { name: "Англиар унших" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${translation.lid}/r$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation.title);
  await expect(page.locator('link[rel="alternate"][hreflang="mn"]')).toHaveAttribute("href", new RegExp(`/${original.lid}/r$`));
  await expect(page.getByRole("link", { name: "Read in Mongolian" })).toHaveAttribute("href", `/${original.lid}/r`);
  await page.locator("a.language-switch").click();
  await expect(page).toHaveURL(new RegExp(`/${original.lid}/r$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(original.title);
  // And the Mongolian page's switch leads to the translation.
  await page.locator("a.language-switch").click();
  await expect(page).toHaveURL(new RegExp(`/en/${translation.lid}/r$`));
});

test("the language switch of an article without a translation leads to the other edition's front page", async ({ page, request }) => {
  const alone = await olderArticle(request, "mn", 20);
  await page.goto(`/${alone.lid}/r`);
  await expect(page.getByRole("link", { name: "Англиар унших" })).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
  await page.locator("a.language-switch").click();
  await expect(page).toHaveURL(/\/en\/$/);
});

test("the demo shows stories told in both editions: the language switch leads from one to its translation and back", async ({ page, request }) => {
  let found: { lid: string; pair: Pair } | null = null;
  for (const item of (await latest(request, "en")).slice(0, 20)) {
    const pair = await pairOf(request, "en", item.lid);
    if (pair) {
      found = { lid: item.lid, pair };
      break;
    }
  }
  expect(found, "the demo pairs a few of the newest English stories").not.toBeNull();
  const { lid, pair } = found!;
  await page.goto(`/en/${lid}/r`);
  await expect(page.getByRole("link", { name: "Read in Mongolian" })).toHaveAttribute("href", `/${pair.lid}/r`);
  await page.locator("a.language-switch").click();
  await expect(page).toHaveURL(new RegExp(`/${pair.lid}/r$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pair.title);
  await expect(page.locator("html")).toHaveAttribute("lang", "mn");
  await page.locator("a.language-switch").click();
  await expect(page).toHaveURL(new RegExp(`/en/${lid}/r$`));
});
