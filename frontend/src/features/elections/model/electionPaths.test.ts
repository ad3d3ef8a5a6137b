import { describe, expect, it } from "vitest";
import { displayName, parseYear, withParty } from "./electionPaths";

describe("election paths", () => {
  it("keeps the party in a link", () => {
    expect(withParty("/election/parliament/2024/winners", 3)).toBe("/election/parliament/2024/winners?party=3");
    expect(withParty("/x", null)).toBe("/x");
  });

  it("reads a four-digit year and falls back to the source's name", () => {
    expect(parseYear("2024")).toBe(2024);
    expect(parseYear("24")).toBeNull();
    expect(parseYear(undefined)).toBeNull();
    expect(displayName({ name: "", name_en: "S. Ganbaatar", name_mn: "" })).toBe("S. Ganbaatar");
  });
});
