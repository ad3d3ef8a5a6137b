import { describe, expect, it } from "vitest";
import { languageBase, switchLanguagePath } from "./language";

describe("switchLanguagePath", () => {
  it("puts a Mongolian path under /en", () => {
    expect(switchLanguagePath("/", "en")).toBe("/en/");
    expect(switchLanguagePath("/12/i", "en")).toBe("/en/12/i");
    expect(switchLanguagePath("/msearch?query=a", "en")).toBe("/en/msearch?query=a");
  });

  it("keeps the inner path for Mongolian", () => {
    expect(switchLanguagePath("/12/i", "mn")).toBe("/12/i");
    expect(switchLanguagePath("/", "mn")).toBe("/");
  });

  it("adds a missing leading slash", () => {
    expect(switchLanguagePath("12/i", "en")).toBe("/en/12/i");
  });
});

describe("languageBase", () => {
  it("is empty for Mongolian and /en for English", () => {
    expect(languageBase("mn")).toBe("");
    expect(languageBase("en")).toBe("/en");
  });
});
