import { describe, expect, it } from "vitest";
import { apiUrl, readUrl } from "./client";

describe("readUrl", () => {
  it("fills the path's :name segments and sends the other args with the language, sorted", () => {
    expect(readUrl("/api/cache/fetch/:categoryid/i", { categoryid: "5", limit: 12 }, "mn")).toBe("/api/cache/fetch/5/i?lang=mn&limit=12");
    expect(readUrl("/api/cache/:year/electionCandidate", { year: 2024, winners: "true" }, "en")).toBe(
      "/api/cache/2024/electionCandidate?lang=en&winners=true",
    );
    expect(readUrl("/api/cache/menus", {}, "en")).toBe("/api/cache/menus?lang=en");
  });

  it("encodes a segment as encodeURIComponent does: Cyrillic escaped, !'()* kept", () => {
    expect(readUrl("/api/cache/fetch/:slug/tag", { slug: "монгол", limit: 12 }, "mn")).toBe(
      "/api/cache/fetch/%D0%BC%D0%BE%D0%BD%D0%B3%D0%BE%D0%BB/tag?lang=mn&limit=12",
    );
    expect(readUrl("/api/cache/fetch/:slug/tag", { slug: "it's (a)*! b/c" }, "en")).toBe("/api/cache/fetch/it's%20(a)*!%20b%2Fc/tag?lang=en");
  });

  it("gives the same key as the hook's apiUrl for the same read", () => {
    expect(readUrl("/api/cache/news/search", { query: "а б", size: 10 }, "mn")).toBe(apiUrl("/api/cache/news/search", { lang: "mn", query: "а б", size: 10 }));
  });

  it("refuses a segment without a value", () => {
    expect(() => readUrl("/api/cache/news/read/:newsid", {}, "mn")).toThrow(/:newsid/);
  });
});
