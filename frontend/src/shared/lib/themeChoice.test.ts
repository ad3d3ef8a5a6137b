import { afterEach, describe, expect, it } from "vitest";
import {
  applyThemeChoice,
  deviceTheme,
  nextThemeChoice,
  readThemeChoice,
  shownTheme,
  themeCookie,
  toggleTheme,
  type Theme,
} from "./themeChoice";

function fakeWindow(device: Theme, protocol = "http:") {
  return {
    matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && device === "dark" }) as MediaQueryList,
    location: { protocol } as Location,
  };
}

/** The head as web/page.html draws it for a reader without a choice. */
function drawHead(): void {
  document.head.innerHTML = `
    <meta name="color-scheme" content="light dark">
    <meta name="theme-color" content="#0b4f8a" media="(prefers-color-scheme: light)" data-theme-colour="light">
    <meta name="theme-color" content="#10263d" media="(prefers-color-scheme: dark)" data-theme-colour="dark">`;
}

function metas() {
  const colours = Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'));
  return {
    scheme: document.querySelector('meta[name="color-scheme"]')?.getAttribute("content"),
    light: colours.find((meta) => meta.dataset.themeColour === "light")?.getAttribute("media"),
    dark: colours.find((meta) => meta.dataset.themeColour === "dark")?.getAttribute("media"),
  };
}

afterEach(() => {
  document.cookie = "theme=; Max-Age=0; Path=/";
  delete document.documentElement.dataset.theme;
  document.head.innerHTML = "";
});

describe("readThemeChoice", () => {
  it("finds the theme among other cookies", () => {
    expect(readThemeChoice("big_banner_shown=17; theme=dark; _ga=GA1")).toBe("dark");
    expect(readThemeChoice("theme=light")).toBe("light");
  });

  it("follows the device without the cookie or with a value it does not know", () => {
    expect(readThemeChoice("")).toBeNull();
    expect(readThemeChoice("theme=sepia; mytheme=dark")).toBeNull();
    expect(readThemeChoice("theme=")).toBeNull();
  });
});

describe("themeCookie", () => {
  it("keeps a choice for a year, site-wide, SameSite=Lax, Secure over HTTPS", () => {
    expect(themeCookie("dark", false)).toBe("theme=dark; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(themeCookie("light", true)).toBe("theme=light; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
  });

  it("removes the cookie to follow the device again", () => {
    expect(themeCookie(null, false)).toBe("theme=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("is what the browser then sends back", () => {
    document.cookie = themeCookie("dark", false);
    expect(readThemeChoice(document.cookie)).toBe("dark");
    document.cookie = themeCookie(null, false);
    expect(readThemeChoice(document.cookie)).toBeNull();
  });
});

describe("nextThemeChoice", () => {
  it("switches to the other theme, and back to following the device when that is the device's", () => {
    expect(nextThemeChoice("light", "light")).toBe("dark");
    expect(nextThemeChoice("dark", "light")).toBeNull();
    expect(nextThemeChoice("dark", "dark")).toBe("light");
    expect(nextThemeChoice("light", "dark")).toBeNull();
  });
});

describe("shownTheme and deviceTheme", () => {
  it("takes the choice on <html>, else the device's", () => {
    expect(deviceTheme(fakeWindow("dark"))).toBe("dark");
    expect(shownTheme(document.documentElement, "dark")).toBe("dark");
    document.documentElement.dataset.theme = "light";
    expect(shownTheme(document.documentElement, "dark")).toBe("light");
  });
});

describe("applyThemeChoice", () => {
  it("puts a choice on <html> and points the metas at it", () => {
    drawHead();
    applyThemeChoice(document, "dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(metas()).toEqual({ scheme: "dark", light: "not all", dark: null });
  });

  it("without a choice, leaves the page to the device again", () => {
    drawHead();
    applyThemeChoice(document, "light");
    applyThemeChoice(document, null);
    expect(document.documentElement.hasAttribute("data-theme")).toBe(false);
    expect(metas()).toEqual({ scheme: "light dark", light: "(prefers-color-scheme: light)", dark: "(prefers-color-scheme: dark)" });
  });
});

describe("toggleTheme", () => {
  it("on a light device: dark, kept in the cookie; then the device's light again, cookie gone", () => {
    drawHead();
    const win = fakeWindow("light");
    expect(toggleTheme(document, win)).toBe("dark");
    expect(readThemeChoice(document.cookie)).toBe("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(toggleTheme(document, win)).toBeNull();
    expect(readThemeChoice(document.cookie)).toBeNull();
    expect(document.documentElement.hasAttribute("data-theme")).toBe(false);
  });

  it("on a dark device: light first", () => {
    const win = fakeWindow("dark");
    expect(toggleTheme(document, win)).toBe("light");
    expect(readThemeChoice(document.cookie)).toBe("light");
  });
});
