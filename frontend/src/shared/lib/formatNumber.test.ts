import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent } from "./formatNumber";

describe("formatNumber (0,0)", () => {
  it("groups thousands with commas and rounds to a whole number", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1234)).toBe("1,234");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(1234.6)).toBe("1,235");
  });
});

describe("formatPercent (0,0.00)", () => {
  it("keeps exactly two decimals with grouped thousands", () => {
    expect(formatPercent(0)).toBe("0.00");
    expect(formatPercent(45.5)).toBe("45.50");
    expect(formatPercent(12.345)).toBe("12.35");
    expect(formatPercent(1234.5)).toBe("1,234.50");
  });
});
