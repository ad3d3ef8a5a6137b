import { describe, expect, it } from "vitest";
import { SAMPLE_PARAMS } from "@/testing/sampleParams";
import { matchScreen } from "./screenPatterns";
import { articleOnPath, pathTo, SCREEN_LINKS, switchLanguagePath } from "./screenPaths";
import { SCREENS, type ScreenName } from "./screens";

describe("pathTo", () => {
  it("fills a screen's parameters", () => {
    expect(pathTo("home")).toBe("/");
    expect(pathTo("category", { categoryid: 5 })).toBe("/5/i");
    expect(pathTo("parliament-districts", { year: 2020 })).toBe("/election/parliament/2020/districts");
    expect(pathTo("president-politician", { year: 2021, id: 7 })).toBe("/election/president/2021/politician/7");
  });

  it("leaves out an optional parameter without a value, with its slash", () => {
    expect(pathTo("parliament")).toBe("/election/parliament");
    expect(pathTo("parliament", { year: 2024 })).toBe("/election/parliament/2024");
    expect(pathTo("mega-project", { projectid: 3 })).toBe("/megaprojects/3");
    expect(pathTo("horoscope-app", { pageName: "tarot" })).toBe("/horoscope/mba/tarot");
  });

  it("encodes a value as one segment", () => {
    expect(pathTo("tag", { slug: "монгол улс" })).toBe("/tag/%D0%BC%D0%BE%D0%BD%D0%B3%D0%BE%D0%BB%20%D1%83%D0%BB%D1%81");
    expect(pathTo("tag", { slug: "a/b" })).toBe("/tag/a%2Fb");
  });

  it("refuses an unknown screen or a missing parameter", () => {
    expect(() => pathTo("nosuch" as ScreenName)).toThrow(/nosuch/);
    expect(() => pathTo("category")).toThrow(/:categoryid/);
  });

  it("gives a path its own screen matches: no screen is hidden behind one declared before it", () => {
    for (const screen of SCREENS) expect(matchScreen(pathTo(screen.name as ScreenName, SAMPLE_PARAMS))?.name).toBe(screen.name);
  });
});

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

  it('leads from a screen declared languages: "one" to the other edition\'s front page', () => {
    expect(switchLanguagePath("/ab12Cd34/r", "en")).toBe("/en/");
    expect(switchLanguagePath("/ab12Cd34/r/?utm_source=x", "en")).toBe("/en/");
    expect(switchLanguagePath("/tag/%D0%B0", "en")).toBe("/en/");
    expect(switchLanguagePath(`/tag/${"%D0%B0".repeat(100)}`, "en")).toBe("/en/"); // 100 letters, matched decoded
    expect(switchLanguagePath("/7/comic", "mn")).toBe("/");
    expect(switchLanguagePath("/7/Poll", "mn")).toBe("/");
    expect(switchLanguagePath("/megaprojects/3/5", "en")).toBe("/en/");
  });

  it("leads from an article to its translation or original when it has one", () => {
    expect(switchLanguagePath("/ab12Cd34/r", "en", "/Zx98yW76/r")).toBe("/en/Zx98yW76/r");
    expect(switchLanguagePath("/Zx98yW76/r?utm_source=x", "mn", "/ab12Cd34/r")).toBe("/ab12Cd34/r");
    expect(switchLanguagePath("/12/i", "en", "/Zx98yW76/r")).toBe("/en/12/i"); // a screen in both keeps its path
  });

  it("follows the declarations: every one-language screen leads home, the others keep their path", () => {
    for (const screen of SCREENS) {
      const path = pathTo(screen.name as ScreenName, SAMPLE_PARAMS);
      expect(switchLanguagePath(path, "en"), screen.name).toBe(screen.languages === "one" ? "/en/" : `/en${path}`);
    }
  });

  it("keeps the screens both editions have, even next to one-language ones", () => {
    expect(switchLanguagePath("/comic/last", "en")).toBe("/en/comic/last");
    expect(switchLanguagePath("/poll/last", "en")).toBe("/en/poll/last");
    expect(switchLanguagePath("/megaprojects", "en")).toBe("/en/megaprojects");
    expect(switchLanguagePath("/no/such/page", "en")).toBe("/en/no/such/page");
  });

  it("adds a missing leading slash", () => {
    expect(switchLanguagePath("12/i", "en")).toBe("/en/12/i");
  });
});

describe("the links features ask for", () => {
  it("lead to the screens they name, each matched back to that screen", () => {
    const cases: [string, string][] = [
      [SCREEN_LINKS.article("Ab12Cd34"), "article"],
      [SCREEN_LINKS.category(5), "category"],
      [SCREEN_LINKS.comic(9), "comic"],
      [SCREEN_LINKS.poll(4), "poll"],
      [SCREEN_LINKS.exchange(), "exchange"],
    ];
    expect(cases.map(([path]) => path)).toEqual(["/Ab12Cd34/r", "/5/i", "/9/comic", "/4/poll", "/exchange"]);
    for (const [path, name] of cases) expect(matchScreen(path)?.name).toBe(name);
  });
});

describe("articleOnPath", () => {
  it("names the article an article page shows, and nothing on other screens", () => {
    expect(articleOnPath("/ab12Cd34/r")).toBe("ab12Cd34");
    expect(articleOnPath("/ab12Cd34/r/?utm_source=x")).toBe("ab12Cd34");
    expect(articleOnPath("/12/i")).toBeNull();
    expect(articleOnPath("/")).toBeNull();
  });
});
