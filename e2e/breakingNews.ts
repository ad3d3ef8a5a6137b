// The newsroom's side of breaking news for the specs that flag stories: the strip shows one story per
// edition, so the specs that flag one in an edition take turns (desktop and phone projects run at once).
import { mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export interface Listed {
  id: number;
  lid: string;
  title: string;
}

/** An article `at` down the edition's list, which other specs leave alone (they take the newest few,
 * the translations spec mn 34 and en 12, the corrections spec 30). */
export async function olderArticle(request: APIRequestContext, lang: "mn" | "en", at: number): Promise<Listed> {
  const latest = (await (await request.get(`/api/news/shinemedee?size=40&lang=${lang}`)).json()) as { shinemedee_list: Listed[] };
  return latest.shinemedee_list[at]!;
}

/** Runs a newsroom list action on every article the list shows for `query`. */
export async function runAction(page: Page, query: string, action: "flag_breaking" | "end_breaking"): Promise<void> {
  await page.goto(`/admin/news/article/?${query}`);
  if ((await page.locator("#result_list input[name=_selected_action]").count()) === 0) return;
  await page.locator("#action-toggle").check();
  await page.selectOption("select[name=action]", action);
  await page.locator("button[name=index]").click();
  await expect(page.locator("#changelist")).toBeVisible();
}

// A turn left by a run that was killed is taken over after this long.
const ABANDONED_MS = 5 * 60_000;

/** Runs `turn` while no other spec of this server flags breaking news in `lang`'s edition. */
export async function withTheStrip<T>(lang: "mn" | "en", turn: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `portal-e2e-${process.env.E2E_PORT ?? 8765}-breaking-${lang}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      if (age > ABANDONED_MS) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await turn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
