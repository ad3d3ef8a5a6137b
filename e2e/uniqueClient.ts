// Writes are throttled and limited per client (address + browser). Each test here gets a user
// agent of its own, so tests running side by side are separate readers with separate limits.
import { test as base } from "@playwright/test";

export const test = base.extend({
  userAgent: async ({ userAgent }, use, testInfo) => {
    await use(`${userAgent ?? "Mozilla/5.0"} portal-e2e/${testInfo.project.name}-${testInfo.testId}-${Date.now()}`);
  },
});

export { expect } from "@playwright/test";

/** The lid of a recent article of the language (from the latest news API). */
export async function recentArticleLid(request: import("@playwright/test").APIRequestContext, lang: "mn" | "en", index = 0): Promise<string> {
  const response = await request.get(`/api/news/shinemedee?lang=${lang}&size=8`);
  const data = (await response.json()) as { shinemedee_list: { lid: string }[] };
  const item = data.shinemedee_list[index];
  if (!item) throw new Error("no article in the demo data");
  return item.lid;
}
