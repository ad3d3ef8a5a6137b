import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@/shared/i18n/language";
import { POLL_MS } from "@/shared/api/polling";
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
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  setTabHidden(false);
});

/** The reader's tab goes to the background (hidden) or comes back, as the browser tells the page. */
function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

/** The front cache's answers to the strip's polls, one per poll (the last one again after them). */
function stubPolls(...stories: (BreakingStory | null)[]) {
  const answers = [...stories];
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ breaking: answers.length > 1 ? answers.shift()! : answers[0]! }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Lets `ms` pass on the page's clock and timers, and the answers that come in meanwhile land. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Timers the query client's poll (setInterval) follows too. */
function useAllFakeTimers() {
  vi.useRealTimers();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(SERVER_TIME));
}

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

  it("shows a story flagged while the page is open, and drops it once the newsroom ends it, a tick each", async () => {
    useAllFakeTimers();
    const fetchMock = stubPolls(FLOOD, null);
    await showPage(null);
    expect(screen.queryByRole("region", { name: "Breaking news" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled(); // the page brought the strip's first answer

    await wait(POLL_MS + 100);
    expect(screen.getByRole("link", { name: FLOOD.title })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(breakingNewsUrl("en"), expect.objectContaining({ cache: "no-cache" }));

    await wait(POLL_MS);
    expect(screen.queryByRole("region", { name: "Breaking news" })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2); // one request per tick
  });

  it("takes in a newer story in place of the one shown, in Mongolian too", async () => {
    useAllFakeTimers();
    stubPolls(QUAKE);
    await showPage(FLOOD, "mn");
    expect(screen.getByRole("link", { name: FLOOD.title })).toBeInTheDocument();
    await wait(POLL_MS + 100);
    expect(screen.getByRole("region", { name: "Шуурхай мэдээ" })).toHaveTextContent(QUAKE.title);
    expect(screen.queryByRole("link", { name: FLOOD.title })).toBeNull();
  });

  it("asks nothing while the tab is hidden, and asks at once when the reader comes back", async () => {
    useAllFakeTimers();
    const fetchMock = stubPolls(FLOOD);
    await showPage(null);
    setTabHidden(true);
    await wait(POLL_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();

    setTabHidden(false);
    await wait(100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: FLOOD.title })).toBeInTheDocument();
  });
});

