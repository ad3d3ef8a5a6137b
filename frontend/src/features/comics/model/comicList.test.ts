import { describe, expect, it } from "vitest";
import { nextComicCursor } from "./comicList";
import type { Comic, ComicPageResponse } from "./types";

const comic = (id: number): Comic => ({
  id,
  title: `Comic ${id}`,
  image: "",
  thumbnail: "",
  renditions: {},
  publish_date: `2024-06-${String(id).padStart(2, "0")}T10:00:00+08:00`,
  likes: 0,
  dislikes: 0,
  comment_count: 0,
});
const page = (ids: number[], last: boolean): ComicPageResponse => ({
  entity: comic(ids[0] ?? 1),
  comics: ids.map(comic),
  publish_date: last ? null : comic(ids.at(-1) ?? 1).publish_date,
  lastId: last ? null : (ids.at(-1) ?? null),
});

describe("nextComicCursor", () => {
  it("continues after the date and id the server names", () => {
    expect(nextComicCursor(page([12, 11, 10, 9, 8, 7], false))).toEqual({ lastComicDate: "2024-06-07T10:00:00+08:00", lastId: 7 });
  });

  it("ends when the server names no next comic", () => {
    expect(nextComicCursor(page([7, 6, 5], true))).toBeNull();
  });
});
