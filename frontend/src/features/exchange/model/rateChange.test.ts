import { describe, expect, it } from "vitest";
import { describeChange, formatRate } from "./rateChange";

describe("rate change display", () => {
  it("shows a rise with a plus sign and an up mark", () => {
    expect(describeChange(1.549, 0.34)).toEqual({ direction: "up", amount: "+1.55", percent: "+0.34%", mark: "▲" });
  });

  it("shows a fall with a minus sign and a down mark", () => {
    expect(describeChange(-10.2338, -0.3)).toEqual({ direction: "down", amount: "−10.23", percent: "−0.30%", mark: "▼" });
  });

  it("treats a change that rounds to zero as unchanged", () => {
    expect(describeChange(0.004, 0)).toMatchObject({ direction: "same", amount: "0.00", percent: "0.00%" });
    expect(describeChange(-0.004, null)).toMatchObject({ direction: "same", percent: "" });
  });

  it("shows a small rate's change under 0.01 in four decimals when its percentage is visible", () => {
    expect(describeChange(-0.0045, -0.02)).toEqual({ direction: "down", amount: "−0.0045", percent: "−0.02%", mark: "▼" });
    expect(describeChange(0.0006, 0.02)).toEqual({ direction: "up", amount: "+0.0006", percent: "+0.02%", mark: "▲" });
  });

  it("says nothing when there is no previous day", () => {
    expect(describeChange(null, null).direction).toBe("unknown");
  });

  it("formats rates as 0,0.00", () => {
    expect(formatRate(3367.2618)).toBe("3,367.26");
    expect(formatRate(37.6926)).toBe("37.69");
  });
});
