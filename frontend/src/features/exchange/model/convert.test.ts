import { describe, expect, it } from "vitest";
import { amountProblem, convertAmount, groupDecimal, parseAmount } from "./convert";

describe("currency converter", () => {
  it("turns an amount of a currency into tugrik, to the cent", () => {
    expect(convertAmount("1", 3367.2618, 1, "toMnt")).toBe("3367.26");
    expect(convertAmount("100", 3367.2618, 1, "toMnt")).toBe("336726.18");
    expect(convertAmount("0.5", 37.6926, 1, "toMnt")).toBe("18.85");
  });

  it("turns tugrik into the currency", () => {
    expect(convertAmount("10000", 3367.2618, 1, "fromMnt")).toBe("2.97");
    expect(convertAmount("3367.2618", 3367.2618, 1, "fromMnt")).toBe("1.00");
  });

  it("respects the rate's unit (MNT per 100 units)", () => {
    expect(convertAmount("250", 2250.5, 100, "toMnt")).toBe("5626.25");
    expect(convertAmount("5626.25", 2250.5, 100, "fromMnt")).toBe("250.00");
  });

  it("rounds half away from zero without float error", () => {
    expect(convertAmount("1.005", 1, 1, "toMnt")).toBe("1.01");
    expect(convertAmount("0.1", 3, 1, "toMnt")).toBe("0.30");
    expect(convertAmount("1.115", 1, 1, "toMnt")).toBe("1.12");
  });

  it("reads grouped numbers and a decimal comma, and refuses the rest", () => {
    expect(parseAmount("1,234.5")).toEqual({ value: 12345n, decimals: 1 });
    expect(parseAmount("12,5")).toEqual({ value: 125n, decimals: 1 });
    expect(parseAmount(" 1 000 ")).toEqual({ value: 1000n, decimals: 0 });
    expect(parseAmount("-5")).toBeNull();
    expect(parseAmount("abc")).toBeNull();
    expect(convertAmount("", 3367, 1, "toMnt")).toBeNull();
    expect(convertAmount("5", 0, 1, "toMnt")).toBeNull();
  });

  it("groups thousands", () => {
    expect(groupDecimal("336726.18")).toBe("336,726.18");
    expect(groupDecimal("0.30")).toBe("0.30");
    expect(groupDecimal("1234567")).toBe("1,234,567");
  });

  it("says what is wrong with an amount it cannot use, and nothing for an empty or good one", () => {
    expect(amountProblem("abc")).toBe("notANumber");
    expect(amountProblem("12a")).toBe("notANumber");
    expect(amountProblem("-5")).toBe("negative");
    expect(amountProblem(" −12.50")).toBe("negative");
    expect(amountProblem("-")).toBe("notANumber");
    expect(amountProblem("")).toBeNull();
    expect(amountProblem("1,234.50")).toBeNull();
  });
});
