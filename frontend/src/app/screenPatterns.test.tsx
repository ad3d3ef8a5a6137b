import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Route, Switch } from "wouter";
import { MemoryRouter, useParams } from "@/shared/router/Router";
import { matchScreen, pathParts, screenPattern } from "./screenPatterns";

const KINDS = { id: "\\d{1,9}", slug: "[^/]{1,100}" };

describe("screenPattern", () => {
  it("makes each parameter a named group of its kind, anchored, a trailing slash allowed", () => {
    expect(screenPattern("/", KINDS)).toBe("^/?$");
    expect(screenPattern("/:id/i", KINDS)).toBe("^/(?<id>\\d{1,9})/i/?$");
    expect(screenPattern("/tag/:slug", KINDS)).toBe("^/tag/(?<slug>[^/]{1,100})/?$");
  });

  it("takes an optional parameter's slash with it", () => {
    expect(screenPattern("/toim/:id?", KINDS)).toBe("^/toim(?:/(?<id>\\d{1,9}))?/?$");
    const pattern = new RegExp(screenPattern("/mega/:id/:slug?", KINDS), "i");
    expect(pattern.exec("/mega/4")?.groups).toEqual({ id: "4", slug: undefined });
    expect(pattern.exec("/Mega/4/x/")?.groups).toEqual({ id: "4", slug: "x" });
    expect(pattern.test("/mega/4/")).toBe(true);
    expect(pattern.test("/mega")).toBe(false);
    expect(pattern.test("/mega4")).toBe(false);
  });

  it("escapes fixed text and refuses a parameter without a kind", () => {
    expect(screenPattern("/a.b/c+d", KINDS)).toBe("^/a\\.b/c\\+d/?$");
    expect(() => screenPattern("/x/:nokind", KINDS)).toThrow(/:nokind has no kind/);
  });

  it("splits a path into text and parameters", () => {
    expect(pathParts("/")).toEqual([]);
    expect(pathParts("/megaprojects/:projectid/:contid?")).toEqual([
      { text: "megaprojects" },
      { param: "projectid", isOptional: false },
      { param: "contid", isOptional: true },
    ]);
  });
});

describe("matchScreen", () => {
  it("finds the first declaration whose pattern matches, regardless of case", () => {
    expect(matchScreen("/5/i")?.name).toBe("category");
    expect(matchScreen("/5/I/")?.name).toBe("category");
    expect(matchScreen("/horoscope/daycolor")?.name).toBe("day-color");
    expect(matchScreen("/horoscope")?.name).toBe("horoscope");
    expect(matchScreen("/x/i")).toBeNull();
  });
});

function Params() {
  return <output>{JSON.stringify(useParams())}</output>;
}

describe("a compiled pattern in wouter's <Route>", () => {
  it("hands its named groups to the screen as parameters, decoded, and no others", () => {
    const pattern = new RegExp(screenPattern("/tag/:slug/:id?", KINDS), "i");
    render(
      <MemoryRouter initialEntries={["/tag/%D0%B0%2Fb"]}>
        <Switch>
          <Route path={pattern}>
            <Params />
          </Route>
        </Switch>
      </MemoryRouter>,
    );
    expect(screen.getByRole("status")).toHaveTextContent('{"slug":"а/b"}');
  });
});
