import { describe, expect, it } from "vitest";
import { screenFor } from "./AppRoutes";

/** The screen a path shows, with the props the table gives it. */
function shown(path: string) {
  const screen = screenFor(path);
  return screen && { name: screen.type.screenName, props: screen.props };
}

describe("the route table", () => {
  it("matches the front page, parameters and trailing slashes", () => {
    expect(shown("/")?.name).toBe("HomeRoute");
    expect(shown("/123/r")?.name).toBe("ArticleRoute");
    expect(shown("/123/r/")?.name).toBe("ArticleRoute");
    expect(shown("/video")).toEqual({ name: "MediaListRoute", props: { kind: "video" } });
  });

  it("gives a path to the most specific pattern, as react-router's ranking did", () => {
    expect(shown("/horoscope/daycolor")?.name).toBe("DayColorRoute");
    expect(shown("/Horoscope/DayColor")?.name).toBe("DayColorRoute");
    expect(shown("/horoscope/zodiac")).toEqual({ name: "HoroscopeRoute", props: {} });
    expect(shown("/horoscope/mba")).toEqual({ name: "HoroscopeRoute", props: { isApp: true } });
    expect(shown("/horoscope/mba/tarot")).toEqual({ name: "HoroscopeRoute", props: { isApp: true } });
    expect(shown("/iframe/2024/horoscope/eastern/footprint")).toEqual({ name: "FootprintRoute", props: { isEmbed: true } });
    expect(shown("/2024/horoscope/eastern/footprint")).toEqual({ name: "FootprintRoute", props: {} });
    expect(shown("/i/list")?.name).toBe("LatestListRoute");
    expect(shown("/comic/last")?.name).toBe("ComicRoute");
    expect(shown("/poll/detailed")?.name).toBe("PollDetailedRoute");
  });

  it("breaks a tie between equally specific patterns by the table's order", () => {
    expect(shown("/tag/i")?.name).toBe("CategoryRoute"); // :categoryid/i is listed before tag/:slug
    expect(shown("/tag/comic")?.name).toBe("TagRoute"); // tag/:slug before :comicId/comic
    expect(shown("/toim/r")?.name).toBe("ArticleRoute");
  });

  it("treats optional segments as present or absent", () => {
    expect(shown("/election/parliament")?.name).toBe("ElectionIndexRoute");
    expect(shown("/election/parliament/2024")?.name).toBe("ElectionIndexRoute");
    expect(shown("/election/parliament/2024/districts")?.name).toBe("ElectionDistrictsRoute");
    expect(shown("/megaprojects")?.name).toBe("MegaProjectsRoute");
    expect(shown("/megaprojects/4/9")?.name).toBe("MegaProjectsRoute");
  });

  it("falls back to the not-found screen", () => {
    expect(shown("/no/such/page")?.name).toBe("NotFoundRoute");
    expect(shown("/123/r/extra")?.name).toBe("NotFoundRoute");
  });
});
