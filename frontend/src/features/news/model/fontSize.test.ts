import { describe, expect, it } from "vitest";
import { clampFontSize, FONT_SIZE_DEFAULT, parseStoredFontSize, stepFontSize } from "./fontSize";

describe("font size", () => {
  it("is clamped to 11..25 on the steps of 2", () => {
    expect(clampFontSize(5)).toBe(11);
    expect(clampFontSize(11)).toBe(11);
    expect(clampFontSize(15)).toBe(15);
    expect(clampFontSize(16)).toBe(17);
    expect(clampFontSize(25)).toBe(25);
    expect(clampFontSize(40)).toBe(25);
    expect(clampFontSize(Number.NaN)).toBe(FONT_SIZE_DEFAULT);
  });

  it("steps by 2 and stops at the bounds", () => {
    expect(stepFontSize(15, 1)).toBe(17);
    expect(stepFontSize(15, -1)).toBe(13);
    expect(stepFontSize(25, 1)).toBe(25);
    expect(stepFontSize(11, -1)).toBe(11);
    expect(stepFontSize(24, 1)).toBe(25);
  });

  it("defaults to 15 and reads a remembered size", () => {
    expect(FONT_SIZE_DEFAULT).toBe(15);
    expect(parseStoredFontSize(null)).toBe(15);
    expect(parseStoredFontSize("")).toBe(15);
    expect(parseStoredFontSize("abc")).toBe(15);
    expect(parseStoredFontSize("21")).toBe(21);
    expect(parseStoredFontSize("99")).toBe(25);
  });
});
