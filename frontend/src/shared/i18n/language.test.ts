import { describe, expect, it } from "vitest";
import { languageBase } from "./language";

describe("languageBase", () => {
  it("is empty for Mongolian and /en for English", () => {
    expect(languageBase("mn")).toBe("");
    expect(languageBase("en")).toBe("/en");
  });
});
