import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { latestNewsUrl } from "@/features/news/api/useLatestNews";
import { makeNewsItem } from "@/features/news/model/testItems";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { Sidebar } from "./Sidebar";

const firstPage = Array.from({ length: 8 }, (_, index) => makeNewsItem({ id: 100 - index }));

/** The scroll box's geometry as the browser would report it (jsdom has no layout). */
function layOut(scrollTop: number) {
  vi.spyOn(Element.prototype, "scrollTop", "get").mockReturnValue(scrollTop);
  vi.spyOn(Element.prototype, "scrollHeight", "get").mockReturnValue(1200);
  vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(560);
}

async function mountSidebar() {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ shinemedee_list: [] })));
  vi.stubGlobal("fetch", fetchMock);
  renderWithPortal(<Sidebar />, {
    queries: { [latestNewsUrl("en")]: { status: 200, data: { shinemedee_list: firstPage } } },
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20)); // effects have run
  });
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("/api/cache/news/shinemedee"));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Sidebar", () => {
  it("loads more at once when the reader scrolled it to the bottom before it hydrated", async () => {
    layOut(640); // 1200 - 640 - 560 = 0 px left
    const reads = await mountSidebar();
    expect(reads).toEqual([latestNewsUrl("en", { date: firstPage[7]!.publish_date, id: 93 })]);
  });

  it("loads nothing more while the list has not been scrolled", async () => {
    layOut(0);
    expect(await mountSidebar()).toEqual([]);
  });
});
