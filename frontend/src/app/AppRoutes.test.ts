import { describe, expect, it } from "vitest";
import { preloadMatches, screenFor } from "./AppRoutes";

/** The screen a path shows, with the props its declaration gives it. */
function shown(path: string) {
  const screen = screenFor(path);
  return { name: screen.type.screenName, props: screen.props };
}

describe("the route table", () => {
  it("matches the front page, parameters and trailing slashes", () => {
    expect(shown("/").name).toBe("HomeRoute");
    expect(shown("/ab12Cd34/r").name).toBe("ArticleRoute");
    expect(shown("/ab12Cd34/r/").name).toBe("ArticleRoute");
    expect(shown("/video")).toEqual({ name: "MediaListRoute", props: { kind: "video" } });
  });

  it("tries fixed paths before the patterns that would take them too", () => {
    expect(shown("/horoscope/daycolor").name).toBe("DayColorRoute");
    expect(shown("/Horoscope/DayColor").name).toBe("DayColorRoute");
    expect(shown("/horoscope/zodiac")).toEqual({ name: "HoroscopeRoute", props: {} });
    expect(shown("/horoscope/mba")).toEqual({ name: "HoroscopeRoute", props: { isApp: true } });
    expect(shown("/horoscope/mba/tarot")).toEqual({ name: "HoroscopeRoute", props: { isApp: true } });
    expect(shown("/iframe/2024/horoscope/eastern/footprint")).toEqual({ name: "FootprintRoute", props: { isEmbed: true } });
    expect(shown("/2024/horoscope/eastern/footprint")).toEqual({ name: "FootprintRoute", props: {} });
    expect(shown("/i/list").name).toBe("LatestListRoute");
    expect(shown("/comic/last").name).toBe("ComicRoute");
    expect(shown("/poll/detailed").name).toBe("PollDetailedRoute");
  });

  it("lets a parameter's kind decide between patterns of the same shape", () => {
    expect(shown("/tag/i").name).toBe("TagRoute"); // :categoryid is digits
    expect(shown("/12/i").name).toBe("CategoryRoute");
    expect(shown("/tag/comic").name).toBe("TagRoute");
    expect(shown("/12/comic").name).toBe("ComicRoute");
    expect(shown("/toim/r").name).toBe("ArticleRoute"); // a lid is 4 to 16 letters or digits
  });

  it("sends a parameter of the wrong kind to the not-found screen", () => {
    expect(shown("/abc/i").name).toBe("NotFoundRoute");
    expect(shown("/1234567890/i").name).toBe("NotFoundRoute"); // ids have at most 9 digits
    expect(shown("/123/r").name).toBe("NotFoundRoute"); // a lid has at least 4
    expect(shown("/election/parliament/24").name).toBe("NotFoundRoute");
    expect(shown("/horoscope/weekly").name).toBe("NotFoundRoute");
    expect(shown(`/tag/${"a".repeat(101)}`).name).toBe("NotFoundRoute");
    expect(shown("/tag/монгол").name).toBe("TagRoute");
  });

  it("treats optional segments as present or absent", () => {
    expect(shown("/election/parliament").name).toBe("ElectionIndexRoute");
    expect(shown("/election/parliament/2024").name).toBe("ElectionIndexRoute");
    expect(shown("/election/parliament/2024/districts").name).toBe("ElectionDistrictsRoute");
    expect(shown("/election/parliament/2024/winners")).toEqual({ name: "ElectionCandidatesRoute", props: { onlyWinners: true } });
    expect(shown("/megaprojects").name).toBe("MegaProjectsRoute");
    expect(shown("/megaprojects/4").name).toBe("MegaProjectsRoute");
    expect(shown("/megaprojects/4/9").name).toBe("MegaProjectsRoute");
  });

  it("falls back to the not-found screen", () => {
    expect(shown("/no/such/page").name).toBe("NotFoundRoute");
    expect(shown("/ab12Cd34/r/extra").name).toBe("NotFoundRoute");
  });

  it("keys a screen by its declaration, so one component under two declarations remounts", () => {
    expect(screenFor("/video").type).toBe(screenFor("/photo").type);
    expect(screenFor("/video").key).toBe("video");
    expect(screenFor("/photo").key).toBe("photo");
    expect(screenFor("/trend/list").key).not.toBe(screenFor("/mtrend").key);
  });

  it("loads the screen of a path inside the basename", async () => {
    await expect(preloadMatches("/en/tag/%D0%BC%D0%BE%D0%BD%D0%B3%D0%BE%D0%BB", "/en")).resolves.toBeUndefined();
  });
});
