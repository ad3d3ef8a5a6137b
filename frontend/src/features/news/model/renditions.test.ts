import { describe, expect, it } from "vitest";
import { buildSrcSet, pickRendition } from "./renditions";

const renditions = { "960": "/m/960.jpg", "240": "/m/240.jpg", "480": "/m/480.jpg" };

describe("pickRendition", () => {
  it("picks the smallest rendition at least as wide as asked", () => {
    expect(pickRendition(renditions, 200)).toBe("/m/240.jpg");
    expect(pickRendition(renditions, 240)).toBe("/m/240.jpg");
    expect(pickRendition(renditions, 241)).toBe("/m/480.jpg");
  });

  it("falls back to the largest when none is wide enough", () => {
    expect(pickRendition(renditions, 2000)).toBe("/m/960.jpg");
  });

  it("is null without renditions", () => {
    expect(pickRendition({}, 480)).toBeNull();
  });
});

describe("buildSrcSet", () => {
  it("lists the renditions by width with w descriptors", () => {
    expect(buildSrcSet(renditions)).toBe("/m/240.jpg 240w, /m/480.jpg 480w, /m/960.jpg 960w");
  });

  it("stops at the first rendition that covers the widest the slot shows", () => {
    expect(buildSrcSet(renditions, 336)).toBe("/m/240.jpg 240w, /m/480.jpg 480w");
    expect(buildSrcSet(renditions, 480)).toBe("/m/240.jpg 240w, /m/480.jpg 480w");
    expect(buildSrcSet(renditions, 2000)).toBe("/m/240.jpg 240w, /m/480.jpg 480w, /m/960.jpg 960w");
  });
});
