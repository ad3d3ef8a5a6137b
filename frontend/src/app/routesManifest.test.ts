import { describe, expect, it } from "vitest";
import { SCREEN_FILES } from "./lazyRoute";
import { routesManifest, screenProblems } from "./routesManifest";
import { SCREENS, type ScreenDeclaration } from "./screens";

describe("the screens' declarations", () => {
  it("compile: unique names, a file for each screen, a kind for each parameter, reads that name the path's parameters", () => {
    expect(screenProblems(SCREEN_FILES)).toEqual([]);
  });

  it("say what is wrong with a declaration", () => {
    const screens: ScreenDeclaration[] = [
      { name: "a", path: "/:categoryid/i", screen: "CategoryRoute" },
      { name: "embed", path: "/embed/:nokind", screen: "NoSuchRoute", layout: "bare" },
      { name: "a", path: "/x/:id", screen: "CategoryRoute", reads: [{ api: "/api/:other", args: { year: ":year" } }] },
    ];
    expect(screenProblems(["CategoryRoute"], screens, [])).toEqual([
      "embed: no app/routes/NoSuchRoute.tsx",
      "embed: a bare screen after the site screen a",
      "embed: /embed/:nokind: the parameter :nokind has no kind in PARAM_KINDS",
      "a: the name is used twice",
      "a: /api/:other: :other is neither in its args nor a parameter of the path",
      "a: /api/:other: :year is not a parameter of the path",
    ]);
  });
});

describe("routes.json", () => {
  const manifest = routesManifest();

  it("has every screen, in order, with its regex and the defaults filled in", () => {
    expect(manifest.screens.map((screen) => screen.name)).toEqual(SCREENS.map((screen) => screen.name));
    expect(manifest.screens.find((screen) => screen.name === "category")).toEqual({
      name: "category",
      pattern: "^/(?<categoryid>\\d{1,9})/i/?$",
      screen: "CategoryRoute",
      props: {},
      layout: "site",
      languages: "both",
      reads: [{ api: "/api/cache/fetch/:categoryid/i", args: { limit: 12 }, required: true }],
    });
    expect(manifest.screens.find((screen) => screen.name === "poll-detailed")?.reads).toEqual([]);
  });

  it("keeps the reads as declared, references and all, and the layout's apart", () => {
    const parliament = manifest.screens.find((screen) => screen.name === "parliament");
    expect(parliament?.pattern).toBe("^/election/parliament(?:/(?<year>\\d{4}))?/?$");
    expect(parliament?.reads[1]).toEqual({ api: "/api/cache/fetchSonguuli/0/:year", args: { year: [":year", "=latestParliamentYear"], size: 6 } });
    expect(manifest.layoutReads.map((read) => read.api)).toEqual(["/api/cache/menus", "/api/cache/breaking", "/api/cache/news/shinemedee"]);
    // What the build writes: plain JSON, nothing lost on the way.
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
  });
});
