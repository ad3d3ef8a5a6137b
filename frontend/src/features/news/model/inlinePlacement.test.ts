import { describe, expect, it } from "vitest";
import { inlineSlotIndex } from "./inlinePlacement";

const p = (html: string) => ({ type: "paragraph", html });

describe("inlineSlotIndex", () => {
  it("goes after the nth paragraph when the next block starts afresh", () => {
    expect(inlineSlotIndex([p("a"), p("b"), p("c"), p("d")], 3)).toBe(2);
    expect(inlineSlotIndex([p("a"), p("b"), p("c"), { type: "heading" }], 3)).toBe(2);
  });

  it("never parts a paragraph from the table, picture or list it introduces", () => {
    const blocks = [p("a"), p("b"), p("The prices were:"), { type: "table" }, p("d"), { type: "image" }, p("e"), p("f")];
    expect(inlineSlotIndex(blocks, 3)).toBe(6);
    expect(inlineSlotIndex([p("a"), p("b"), p("Үнэ <b>ийм</b> байв:"), p("d"), p("e")], 3)).toBe(3);
  });

  it("leaves the body without the slot when no boundary follows", () => {
    expect(inlineSlotIndex([p("a"), p("b"), p("c")], 3)).toBeNull();
    expect(inlineSlotIndex([p("a"), p("b"), p("c"), { type: "table" }], 3)).toBeNull();
    expect(inlineSlotIndex([p("a")], 3)).toBeNull();
  });
});
