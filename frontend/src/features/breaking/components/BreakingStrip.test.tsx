import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@/shared/i18n/language";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { breakingNewsUrl } from "../api/useBreakingNews";
import { DISMISSED_STORAGE_KEY } from "../model/dismissedStories";
import type { BreakingStory } from "../model/types";
import { BreakingStrip } from "./BreakingStrip";

const SERVER_TIME = "2026-03-01T12:00:00+08:00";
const FLOOD: BreakingStory = { lid: "flood1", title: "Flood reaches the capital", until: "2026-03-01T14:00:00+08:00" };
const QUAKE: BreakingStory = { lid: "quake2", title: "Earthquake in the west", until: "2026-03-01T15:00:00+08:00" };

/** A page whose layout embeds `story` as the breaking news, drawn at SERVER_TIME. */
async function showPage(story: BreakingStory | null, lang: Language = "en") {
  const rendered = renderWithPortal(<BreakingStrip />, {
    lang,
    serverTime: SERVER_TIME,
    queries: { [breakingNewsUrl(lang)]: { status: 200, data: { breaking: story } } },
  });
  await act(async () => {}); // effects have run: the reader's marks and the clock are read
  return rendered;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
  vi.setSystemTime(new Date(SERVER_TIME));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe("BreakingStrip", () => {
  it("shows the flagged story in a labelled region, its title linking to the article", async () => {
    await showPage(FLOOD);
    const strip = screen.getByRole("region", { name: "Breaking news" });
    expect(strip).toHaveTextContent("Breaking");
    expect(screen.getByRole("link", { name: FLOOD.title })).toHaveAttribute("href", "/flood1/r");
    expect(screen.getByRole("button", { name: "Hide this breaking news" })).toBeInTheDocument();
  });

  it("speaks Mongolian in the Mongolian edition", async () => {
    await showPage(FLOOD, "mn");
    const strip = screen.getByRole("region", { name: "Шуурхай мэдээ" });
    expect(strip).toHaveTextContent("Шуурхай мэдээ");
    expect(screen.getByRole("button", { name: "Энэ шуурхай мэдээг нуух" })).toBeInTheDocument();
  });

  it("draws nothing while no story is flagged", async () => {
    const { container } = await showPage(null);
    expect(container).toBeEmptyDOMElement();
  });

  it("hides a dismissed story, and keeps it hidden on the next page, but shows a new story", async () => {
    await showPage(FLOOD);
    fireEvent.click(screen.getByRole("button", { name: "Hide this breaking news" }));
    expect(screen.queryByRole("region", { name: "Breaking news" })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_STORAGE_KEY)!)).toEqual(["flood1"]);
    cleanup();

    await showPage(FLOOD); // the next page: the server drew the strip, the reader's mark hides it
    expect(screen.queryByRole("region", { name: "Breaking news" })).toBeNull();
    cleanup();

    await showPage(QUAKE);
    expect(screen.getByRole("link", { name: QUAKE.title })).toBeInTheDocument();
  });

  it("still hides the story on this page when the browser refuses storage", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    await showPage(FLOOD);
    fireEvent.click(screen.getByRole("button", { name: "Hide this breaking news" }));
    expect(screen.queryByRole("region", { name: "Breaking news" })).toBeNull();
  });

  it("is not drawn once its time has passed, by the page's time or the device's clock", async () => {
    const ended = { ...FLOOD, until: "2026-03-01T11:59:59+08:00" };
    const { container } = await showPage(ended);
    expect(container).toBeEmptyDOMElement();
    cleanup();

    // A cached page drawn before the end, opened after it: hidden as soon as the app runs.
    vi.setSystemTime(new Date("2026-03-01T14:00:01+08:00"));
    await showPage(FLOOD);
    expect(screen.queryByRole("region", { name: "Breaking news" })).toBeNull();
  });

  it("goes away at its time while the reader is on the page", async () => {
    await showPage(FLOOD);
    expect(screen.getByRole("region", { name: "Breaking news" })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2 * 60 * 60 * 1000 - 1);
    });
    expect(screen.getByRole("region", { name: "Breaking news" })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("region", { name: "Breaking news" })).toBeNull();
  });
});
