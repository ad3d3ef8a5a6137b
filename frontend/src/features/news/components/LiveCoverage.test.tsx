import { act, cleanup, fireEvent } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { LIVE_POLL_MS } from "../api/useLiveCoverage";
import { sampleCoverage, sampleUpdate } from "../model/testLive";
import { LiveCoverage } from "./LiveCoverage";

const context = { articleUrl: "http://test/x/r", onShare: () => undefined };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubFeed(coverage: ReturnType<typeof sampleCoverage>) {
  const fetchMock = vi.fn(async (_url: string) => Response.json({ live: coverage }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("LiveCoverage", () => {
  it("draws key events, the pinned post and the updates newest first, in Mongolian", () => {
    const pinned = sampleUpdate(2, 20, { is_pinned: true, title: "Тойм" });
    const coverage = sampleCoverage([sampleUpdate(3, 30, { title: "Дүн" }), pinned], {
      pinned,
      key_events: [{ id: 3, title: "Дүн", published_at: "2026-11-28T10:30:00+08:00" }],
    });
    const view = renderWithPortal(<LiveCoverage lid="abc" coverage={coverage} context={context} />, { lang: "mn" });
    expect(view.getByRole("heading", { name: /Шууд мэдээлэл/ })).toBeTruthy();
    const keyEvents = view.getByRole("navigation", { name: "Гол үйл явдлууд" });
    expect(keyEvents.querySelector("a")?.getAttribute("href")).toBe("#update-3");
    expect(view.getByTestId("live-pinned").textContent).toContain("Тойм");
    expect(view.getAllByTestId("live-update").map((card) => card.id)).toEqual(["update-3", "update-2"]);
    expect(view.getByRole("link", { name: "Шинэ мэдээллийг RSS-ээр авах" }).getAttribute("href")).toBe("/live/abc/rss");
  });

  it("polls, announces new updates without moving the page, and inserts them when tapped", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = sampleCoverage([sampleUpdate(1, 10)]);
    const fetchMock = stubFeed(sampleCoverage([sampleUpdate(3, 30), sampleUpdate(2, 20), sampleUpdate(1, 10)]));
    const view = renderWithPortal(<LiveCoverage lid="abc" coverage={first} context={context} />, { lang: "en" });
    expect(fetchMock).not.toHaveBeenCalled(); // the article's read brought the first page

    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100);
    });
    // Past the browser's own copy: the front cache answers each poll, so no update shows a poll late.
    expect(fetchMock).toHaveBeenCalledWith("/api/cache/news/live/abc?lang=en", expect.objectContaining({ cache: "no-cache" }));
    const notice = await view.findByRole("button", { name: "2 new updates" });
    expect(view.getAllByTestId("live-update")).toHaveLength(1); // nothing moved yet

    fireEvent.click(notice);
    expect(view.getAllByTestId("live-update").map((card) => card.id)).toEqual(["update-3", "update-2", "update-1"]);
    expect(view.queryByTestId("live-notice")).toBeNull();
  });

  it("asks once per tick while the coverage runs", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFeed(sampleCoverage([sampleUpdate(1, 10)]));
    renderWithPortal(<LiveCoverage lid="abc" coverage={sampleCoverage([sampleUpdate(1, 10)])} context={context} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3 + 100);
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("says in English when the coverage ended while the reader read, and stops polling", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFeed(sampleCoverage([sampleUpdate(1, 10)], { state: "ended", ended_at: "2026-11-28T11:00:00+08:00" }));
    const view = renderWithPortal(<LiveCoverage lid="abc" coverage={sampleCoverage([sampleUpdate(1, 10)])} context={context} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100);
    });
    expect(await view.findByText("The live coverage has ended.")).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("reads an ended coverage as a story, without polling", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFeed(sampleCoverage([]));
    const ended = sampleCoverage([sampleUpdate(1, 10), sampleUpdate(2, 20)], { state: "ended" });
    const view = renderWithPortal(<LiveCoverage lid="abc" coverage={ended} context={context} />);
    expect(view.getByRole("heading", { name: "How the story unfolded" })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 2);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads older updates with the cursor", async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({ updates: [sampleUpdate(1, 10)], more: null }));
    vi.stubGlobal("fetch", fetchMock);
    const coverage = sampleCoverage([sampleUpdate(2, 20)], { more: { lastDate: "2026-11-28T10:20:00+08:00", lastId: 2 } });
    const view = renderWithPortal(<LiveCoverage lid="abc" coverage={coverage} context={context} />);
    fireEvent.click(view.getByRole("button", { name: "Older updates" }));
    await view.findByText("u1");
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      "/api/cache/news/live/abc/updates?lang=en&lastDate=2026-11-28T10%3A20%3A00%2B08%3A00&lastId=2",
    );
    expect(view.queryByRole("button", { name: "Older updates" })).toBeNull();
  });
});
