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

  it("leads from a screen of one-language content to the other edition's front page", () => {
    expect(switchLanguagePath("/ab12Cd34/r", "en")).toBe("/en/");
    expect(switchLanguagePath("/ab12Cd34/r?utm_source=x", "en")).toBe("/en/");
    expect(switchLanguagePath("/tag/%D0%B0", "en")).toBe("/en/");
    expect(switchLanguagePath("/7/comic", "mn")).toBe("/");
    expect(switchLanguagePath("/7/poll", "mn")).toBe("/");
    expect(switchLanguagePath("/megaprojects/3/5", "en")).toBe("/en/");
  });

  it("keeps the screens both editions have, even next to one-language ones", () => {
    expect(switchLanguagePath("/comic/last", "en")).toBe("/en/comic/last");
    expect(switchLanguagePath("/poll/last", "en")).toBe("/en/poll/last");
    expect(switchLanguagePath("/megaprojects", "en")).toBe("/en/megaprojects");
    expect(switchLanguagePath("/12/i", "en")).toBe("/en/12/i");
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
