import { describe, expect, it } from "vitest";
import { comicListReducer, initialComicList } from "./comicList";
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

describe("comicListReducer", () => {
  it("starts from the embedded page with its date and id cursor", () => {
    const state = initialComicList(page([12, 11, 10, 9, 8, 7], false));
    expect(state.comics).toHaveLength(6);
    expect(state.cursor).toEqual({ lastComicDate: "2024-06-07T10:00:00+08:00", lastId: 7 });
  });

  it("appends the next page and stops when the server gives no cursor", () => {
    let state = comicListReducer(initialComicList(page([12, 11, 10, 9, 8, 7], false)), { type: "loadStart" });
    expect(state.isLoading).toBe(true);
    state = comicListReducer(state, { type: "append", page: page([7, 6, 5], true) });
    expect(state.comics.map((c) => c.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5]);
    expect(state.cursor).toBeNull();
    expect(state.isLoading).toBe(false);
  });

  it("keeps the list when a page fails, so it can be retried", () => {
    const start = initialComicList(page([3, 2], false));
    const state = comicListReducer(comicListReducer(start, { type: "loadStart" }), { type: "loadFail" });
    expect(state.comics).toEqual(start.comics);
    expect(state.cursor).toEqual(start.cursor);
    expect(state.hasFailed).toBe(true);
  });

  it("replaces the list on an initial fetch", () => {
    const state = comicListReducer(initialComicList(page([3, 2], false)), { type: "replace", page: page([9], true) });
    expect(state.comics.map((c) => c.id)).toEqual([9]);
  });
});
