import { describe, expect, it } from "vitest";
import { formatDecimal, formatNumber, formatPercent } from "./formatNumber";

describe("formatNumber (0,0)", () => {
  it("groups thousands with commas and rounds to a whole number", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1234)).toBe("1,234");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(1234.6)).toBe("1,235");
    expect(formatNumber(-1234.4)).toBe("-1,234");
  });
});

describe("formatPercent (0,0.00)", () => {
  it("keeps exactly two decimals with grouped thousands", () => {
    expect(formatPercent(0)).toBe("0.00");
    expect(formatPercent(45.5)).toBe("45.50");
    expect(formatPercent(12.345)).toBe("12.35");
    expect(formatPercent(1234.5)).toBe("1,234.50");
    expect(formatPercent(-0.3)).toBe("-0.30");
  });

  it("rounds on the decimal form the number is written in, half away from zero", () => {
    expect(formatPercent(1.005)).toBe("1.01");
    expect(formatPercent(-1.005)).toBe("-1.01");
    expect(formatPercent(0.995)).toBe("1.00");
    expect(formatPercent(999999.995)).toBe("1,000,000.00");
    expect(formatPercent(0.0000001)).toBe("0.00");
  });

  it("shows a negative that rounds to nothing as zero", () => {
    expect(formatPercent(-0.001)).toBe("0.00");
    expect(formatNumber(-0.2)).toBe("0");
  });
});

describe("formatDecimal", () => {
  it("gives what Intl's en-US formatter gives, without loading its locale data", () => {
    const values = [0, 1, 7, 12.5, 99.999, 100, 1000, 1234.5678, 0.004, 0.005, 0.0049, 2.675, 1.0005, 3367.2618,
      37.6926, 22.0045, 123456789.987, 5e-7, 12e6];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647; // the same values every run
    for (let i = 0; i < 300; i += 1) values.push(Math.round(next() * 10 ** (1 + (i % 9))) / 10 ** (i % 6));
    for (const [min, max] of [[0, 0], [2, 2], [2, 4]] as const) {
      const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const value of values) {
        expect(formatDecimal(value, min, max), `${value} with ${min}-${max} decimals`).toBe(intl.format(value));
        if (value !== 0) expect(formatDecimal(-value, min, max)).toBe(intl.format(-value).replace(/^-0(\.0*)?$/, "0$1"));
      }
    }
  });

  it("is CLDR mn's number too (the same grouping and decimal marks), so both editions share it", () => {
    const mongolian = new Intl.NumberFormat("mn", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [0, 7, 1234.5, 1234567.891, 99999.995, -4321.1]) {
      expect(formatPercent(value), String(value)).toBe(mongolian.format(value));
    }
    expect(formatNumber(1234567)).toBe(new Intl.NumberFormat("mn").format(1234567));
  });
});
