// Finds demo content through the API, so the reading specs never hard-code ids.
import type { APIRequestContext } from "@playwright/test";

interface Item {
  id: number;
  lid: string;
  title: string;
  publish_date: string;
}

interface Block {
  type: string;
  text?: string;
  html?: string;
}

export interface FoundArticle {
  lid: string;
  title: string;
  blocks: Block[];
  tags: { slug: string; name: string }[];
}

/** The first published article (newest first) whose body satisfies `wanted`; with `unpaired`, one that has no
 * translation or original in the other edition (the demo pairs a few: backend/news/demo/pairs.py). */
export async function findArticle(
  request: APIRequestContext,
  wanted: (blocks: Block[]) => boolean,
  lang: "mn" | "en" = "mn",
  { unpaired = false }: { unpaired?: boolean } = {},
): Promise<FoundArticle> {
  let cursor = "";
  for (let page = 0; page < 12; page++) {
    const response = await request.get(`/api/news/shinemedee?lang=${lang}&size=30${cursor}`);
    const items = ((await response.json()) as { shinemedee_list: Item[] }).shinemedee_list;
    for (const item of items) {
      const read = await request.get(`/api/news/read/${item.lid}?lang=${lang}`);
      const entity = ((await read.json()) as { entity: { body_blocks: Block[]; tags: FoundArticle["tags"]; pair: unknown } }).entity;
      if (unpaired && entity.pair) continue;
      if (wanted(entity.body_blocks)) return { lid: item.lid, title: item.title, blocks: entity.body_blocks, tags: entity.tags };
    }
    const last = items[items.length - 1];
    if (!last) break;
    cursor = `&lastNewsDate=${encodeURIComponent(last.publish_date)}&lastId=${last.id}`;
  }
  throw new Error("no demo article with the wanted body");
}

export const hasBlock = (type: string) => (blocks: Block[]) => blocks.some((block) => block.type === type);
