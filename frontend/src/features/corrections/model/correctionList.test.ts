import { describe, expect, it } from "vitest";
import { correctionsAt, nextCorrectionsCursor } from "./correctionList";
import { CORRECTIONS_PAGE_SIZE } from "./pageSizes";
import type { ArticleCorrection, CorrectionItem } from "./types";

const item = (id: number): CorrectionItem => ({
  id,
  kind: "correction",
  text: "The date is corrected.",
  published_at: `2024-06-${String(30 - (id % 28)).padStart(2, "0")}T10:00:00+08:00`,
  title: "Water prices",
  lid: "abc12",
});

describe("nextCorrectionsCursor", () => {
  it("continues after the last correction of a full page", () => {
    const corrections = Array.from({ length: CORRECTIONS_PAGE_SIZE }, (_, i) => item(i + 1));
    const last = corrections[corrections.length - 1]!;
    expect(nextCorrectionsCursor({ corrections })).toEqual({ lastDate: last.published_at, lastId: last.id });
  });

  it("stops after a short page", () => {
    expect(nextCorrectionsCursor({ corrections: [item(1)] })).toBeNull();
    expect(nextCorrectionsCursor({ corrections: [] })).toBeNull();
  });
});

describe("correctionsAt", () => {
  it("keeps the corrections of one place in the article's order", () => {
    const note = (id: number, position: "top" | "bottom"): ArticleCorrection => ({
      id,
      kind: "clarification",
      text: "",
      published_at: "2024-06-15T10:00:00+08:00",
      position,
    });
    const notes = [note(1, "bottom"), note(2, "top"), note(3, "bottom")];
    expect(correctionsAt(notes, "bottom").map((n) => n.id)).toEqual([1, 3]);
    expect(correctionsAt(notes, "top").map((n) => n.id)).toEqual([2]);
  });
});
