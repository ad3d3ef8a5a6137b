import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { readThemeChoice } from "@/shared/lib/themeChoice";
import { ThemeToggle } from "./ThemeToggle";

function emulateDevice(prefersDark: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: prefersDark && query === "(prefers-color-scheme: dark)" }));
}

beforeEach(() => emulateDevice(false));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "theme=; Max-Age=0; Path=/";
  delete document.documentElement.dataset.theme;
});

describe("ThemeToggle", () => {
  it("carries both names in the page's language; CSS shows the one for the other theme", () => {
    renderWithPortal(<ThemeToggle />, { lang: "mn" });
    const button = screen.getByRole("button");
    expect(button.querySelector("span.theme-toggle__to-dark")).toHaveTextContent("Харанхуй горимд шилжих");
    expect(button.querySelector("span.theme-toggle__to-light")).toHaveTextContent("Цайвар горимд шилжих");
  });

  it("switches a light device's page to dark and back, remembering the choice in the cookie", async () => {
    const user = userEvent.setup();
    renderWithPortal(<ThemeToggle />, { lang: "en" });
    const button = screen.getByRole("button");
    await user.click(button);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(readThemeChoice(document.cookie)).toBe("dark");
    await user.click(button);
    expect(document.documentElement.hasAttribute("data-theme")).toBe(false);
    expect(readThemeChoice(document.cookie)).toBeNull();
  });

  it("on a dark device, offers light first", async () => {
    emulateDevice(true);
    const user = userEvent.setup();
    renderWithPortal(<ThemeToggle />, { lang: "en" });
    await user.click(screen.getByRole("button"));
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(readThemeChoice(document.cookie)).toBe("light");
  });

  it("shows the cookie's theme again on a page restored from the back-forward cache", () => {
    renderWithPortal(<ThemeToggle />, { lang: "en" });
    document.documentElement.dataset.theme = "light"; // as the page was left
    document.cookie = "theme=dark; Path=/"; // switched on another page since
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(document.documentElement.dataset.theme).toBe("dark");
  });
});
