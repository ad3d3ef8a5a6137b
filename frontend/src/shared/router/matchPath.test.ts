import { describe, expect, it } from "vitest";
import { explodeOptional, flattenRoutes, matchRoutes, stripBasename, type RouteNode } from "./matchPath";

const table: RouteNode<string>[] = [
  {
    element: "layout",
    children: [
      { index: true, element: "home" },
      { path: ":newsid/r", element: "article" },
      { path: "horoscope/daycolor", element: "daycolor" },
      { path: "horoscope/:pageName?", element: "horoscope" },
      { path: "election/parliament/:year?", element: "election" },
      { path: "election/parliament/:year/districts", element: "districts" },
      { path: "megaprojects/:projectid?/:contid?", element: "mega" },
      { path: "*", element: "not-found" },
    ],
  },
  { element: "bare", children: [{ path: "horoscope/mba/:pageName?", element: "app-horoscope" }] },
];
const branches = flattenRoutes(table);

function leaf(pathname: string) {
  const matches = matchRoutes(branches, pathname);
  const last = matches?.at(-1);
  return last && { element: last.route.element, params: last.params, chain: matches!.map((m) => m.route.element) };
}

describe("route matching", () => {
  it("matches the index, parameters and layouts", () => {
    expect(leaf("/")).toEqual({ element: "home", params: {}, chain: ["layout", "home"] });
    expect(leaf("/123/r")).toEqual({ element: "article", params: { newsid: "123" }, chain: ["layout", "article"] });
    expect(leaf("/123/r/")?.element).toBe("article");
  });

  it("prefers static segments over parameters whatever the order", () => {
    expect(leaf("/horoscope/daycolor")?.element).toBe("daycolor");
    expect(leaf("/horoscope/zodiac")).toMatchObject({ element: "horoscope", params: { pageName: "zodiac" } });
    expect(leaf("/horoscope/mba")).toMatchObject({ element: "app-horoscope", chain: ["bare", "app-horoscope"] });
    expect(leaf("/horoscope/mba/tarot")?.params).toEqual({ pageName: "tarot" });
  });

  it("treats optional segments as present or absent, never skipping one in the middle", () => {
    expect(explodeOptional(["a", ":b?", ":c?"])).toEqual([["a", ":b", ":c"], ["a", ":b"], ["a"]]);
    expect(leaf("/election/parliament")).toMatchObject({ element: "election", params: {} });
    expect(leaf("/election/parliament/2024/districts")).toMatchObject({ element: "districts", params: { year: "2024" } });
    expect(leaf("/megaprojects/4/9")?.params).toEqual({ projectid: "4", contid: "9" });
  });

  it("decodes parameters, ignores case in static segments, and falls back to the splat", () => {
    expect(leaf("/%D0%B0/r")?.params).toEqual({ newsid: "а" });
    expect(leaf("/%E0%A4%A/r")?.params).toEqual({ newsid: "%E0%A4%A" });
    expect(leaf("/Horoscope/DayColor")?.element).toBe("daycolor");
    expect(leaf("/no/such/page")).toMatchObject({ element: "not-found", params: { "*": "no/such/page" } });
  });

  it("strips the language's basename", () => {
    expect(stripBasename("/en/123/r", "/en")).toBe("/123/r");
    expect(stripBasename("/en", "/en")).toBe("/");
    expect(stripBasename("/english", "/en")).toBeNull();
    expect(stripBasename("/123/r", "")).toBe("/123/r");
  });
});
