import { describe, expect, it } from "vitest";
import { formatDateTime, relativeTime } from "./formatRelativeTime";

// Ulaanbaatar is UTC+8: 2024-06-15 12:00 there is 04:00 UTC.
const now = new Date("2024-06-15T04:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("relativeTime", () => {
  it("says just now under a minute", () => {
    expect(relativeTime(ago(59_000), now)).toEqual({ kind: "justNow" });
    expect(relativeTime(now, now)).toEqual({ kind: "justNow" });
  });

  it("counts minutes under an hour", () => {
    expect(relativeTime(ago(60_000), now)).toEqual({ kind: "minutes", count: 1 });
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toEqual({ kind: "minutes", count: 59 });
  });

  it("counts hours under a day", () => {
    expect(relativeTime(ago(3_600_000), now)).toEqual({ kind: "hours", count: 1 });
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toEqual({ kind: "hours", count: 23 });
  });

  it("says yesterday for the previous calendar day in Ulaanbaatar", () => {
    // 2024-06-14 09:30 in Ulaanbaatar, 26.5 hours earlier.
    expect(relativeTime(new Date("2024-06-14T01:30:00Z"), now)).toEqual({ kind: "yesterday", time: "09:30" });
    // Just after midnight of the 14th.
    expect(relativeTime(new Date("2024-06-13T16:05:00Z"), now)).toEqual({ kind: "yesterday", time: "00:05" });
  });

  it("falls back to YYYY-MM-DD HH:mm before yesterday", () => {
    expect(relativeTime(new Date("2024-06-13T15:59:00Z"), now)).toEqual({ kind: "date", text: "2024-06-13 23:59" });
    expect(relativeTime(new Date("2023-01-02T03:04:00Z"), now)).toEqual({ kind: "date", text: "2023-01-02 11:04" });
  });
});

describe("formatDateTime", () => {
  it("pads to YYYY-MM-DD HH:mm in Ulaanbaatar time", () => {
    expect(formatDateTime(new Date("2024-01-05T00:07:00Z"))).toBe("2024-01-05 08:07");
  });
});
