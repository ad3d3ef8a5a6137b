// When the app has hydrated the server's page: src/app/Live.tsx sends `portal:live` on the document.
import { expect, type Page } from "@playwright/test";

/** Marks <html data-test-live> when the app goes live; call before page.goto. */
export async function watchLive(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener("portal:live", () => document.documentElement.setAttribute("data-test-live", "")),
  );
}

/** Waits for the app to be live. The timeout is generous: a busy CI machine hydrates slowly, and a
 * slow hydration must not pass for a dead tap (or the other way round). */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.locator("html[data-test-live]"), "the app went live").toHaveCount(1, { timeout: 20_000 });
}

/** Opens the edition's front page and follows the first story marked live, as a reader would; its lid. */
export async function openLiveStoryFromTheFrontPage(reader: Page, prefix: string, heading: string): Promise<string> {
  await watchLive(reader);
  await reader.goto(`${prefix}/`);
  await expectLive(reader);
  const card = reader.locator("article.news-card", { has: reader.locator(".live-mark") }).first();
  await card.getByRole("link").first().click();
  await expect(reader).toHaveURL(new RegExp(`${prefix}/\\w+/r$`));
  await expect(reader.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  return new URL(reader.url()).pathname.split("/").at(-2)!;
}

/** Holds the app's entry until the test lets it go, as a slow phone connection would (a fixed
 * delay raced the test's own steps on a busy machine). */
export async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Compares #root when the app goes live with the server's HTML: every element still there, in
 * place, with the same attributes, and the same text. Preact mends a mismatch silently, so the
 * console cannot tell. (Text nodes may be split: the server joins adjacent texts into one, which
 * changes nothing a reader sees.) Call before page.goto.
 */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { hydrationChanges?: string[] };
    const describe = (element: Element): string =>
      `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className).slice(0, 60)}"` : ""}>`;
    // A picture with a srcset may be pointed at another of its renditions once measured
    // (ArticleImage sets `sizes` to its width after mount): the same picture, so not counted. The
    // reading progress is measured from the scroll position after mount (a short article on a
    // phone is partly read at the top): its value and bar follow, the server's 0 was right.
    // The desktop menu is measured after mount too (app/layout/MainNav.tsx): the entries that do not fit
    // its one row are marked and copied under "More"; the server drew them all on the row.
    const remeasured = (element: Element, name: string): boolean =>
      (element.tagName === "IMG" && element.hasAttribute("srcset") && (name === "sizes" || name === "src")) ||
      (element.closest(".reading-progress") !== null && (name === "aria-valuenow" || name === "style")) ||
      (element.closest(".main-nav") !== null && name === "class");
    const inMore = (element: Element): boolean => element.closest(".main-nav__more") !== null;
    const textOf = (root: Element): string => {
      const copy = root.cloneNode(true) as Element;
      copy.querySelectorAll(".main-nav__more").forEach((more) => more.remove());
      return copy.textContent ?? "";
    };
    const attributes = (element: Element): string =>
      Array.from(element.attributes)
        .filter((attribute) => !remeasured(element, attribute.name))
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .join(" ");
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.getElementById("root");
      if (!root) return;
      const served = Array.from(root.querySelectorAll("*"));
      const servedAttributes = served.map(attributes);
      const servedText = textOf(root);
      document.addEventListener("portal:live", () => {
        const changes: string[] = [];
        const kept = new Set(served);
        // Whole subtrees taken out and put in; a part swapped for an identical copy (a placeholder
        // drawn again) changes nothing a reader sees, so the two cancel out.
        const gone = served.filter((element) => !root.contains(element));
        const removed = gone.filter((element) => !gone.includes(element.parentElement as Element));
        const added = Array.from(root.querySelectorAll("*")).filter(
          (element) => !kept.has(element) && !inMore(element) &&
            (element.parentElement === root || kept.has(element.parentElement as Element)),
        );
        const copies = new Map<string, number>();
        removed.forEach((element) => copies.set(element.outerHTML, (copies.get(element.outerHTML) ?? 0) + 1));
        added.forEach((element) => {
          const left = copies.get(element.outerHTML) ?? 0;
          if (left > 0) copies.set(element.outerHTML, left - 1);
          else changes.push(`${describe(element)} was added`);
        });
        removed.forEach((element) => {
          const left = copies.get(element.outerHTML) ?? 0;
          if (left > 0) {
            copies.set(element.outerHTML, left - 1);
            changes.push(`${describe(element)} was removed`);
          }
        });
        served.forEach((element, index) => {
          if (root.contains(element) && attributes(element) !== servedAttributes[index])
            changes.push(`${describe(element)}: ${servedAttributes[index]} -> ${attributes(element)}`);
        });
        const text = textOf(root);
        if (text !== servedText) {
          let at = 0;
          while (at < text.length && text[at] === servedText[at]) at += 1;
          changes.push(`text changed at ${at}: ${JSON.stringify(servedText.slice(at, at + 40))} -> ${JSON.stringify(text.slice(at, at + 40))}`);
        }
        state.hydrationChanges = changes;
      });
    });
  });
}

/** What watchHydration found changed when the app went live. */
export async function hydrationChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { hydrationChanges?: string[] }).hydrationChanges ?? ["not watched"]);
}
