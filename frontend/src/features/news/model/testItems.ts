// A news item for tests, with overridable fields.
import type { NewsItem } from "./types";

export function makeNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  const id = overrides.id ?? 1;
  return {
    id,
    lid: `n${id}`,
    title: `News ${id}`,
    lead: "",
    welcome_pic_nodomain: "",
    renditions: {},
    publish_date: "2024-06-15T12:00:00+08:00",
    comment_count: 0,
    totalFavCount: 0,
    views: 0,
    shuud: 0,
    newtab: 0,
    newstyppe: { id: 10, name: "Politics" },
    newsType: { id: 1, name: "News" },
    provider: null,
    daraalal: 0,
    ...overrides,
  };
}
