import { describe, expect, it, vi } from "vitest";
import { adsRequestUrl, createSlotRegistry } from "./slotRegistry";
import type { FilledSlot } from "./types";

function filled(htmlId: string, id = 1): FilledSlot {
  return {
    html_id: htmlId,
    width: 293,
    height: 255,
    creative: { id, kind: "image", image_url: "/media/a.png", html: "", alt_text: "A", link_url: "https://a.mn", click_url: `/api/ads/click/${id}` },
  };
}

function manualScheduler() {
  const queue: Array<() => void> = [];
  return { schedule: (flush: () => void) => queue.push(flush), run: () => queue.splice(0).forEach((flush) => flush()) };
}

const home = { key: "/", kind: "home" as const, lang: "mn" as const };

describe("createSlotRegistry", () => {
  it("asks for all the slots of a page view in one request and hands out the answers", async () => {
    const fetchSlots = vi.fn(async () => [filled("sidebar-1", 7), filled("big-banner", 8)]);
    const timer = manualScheduler();
    const registry = createSlotRegistry(fetchSlots, timer.schedule);
    const answers: Record<string, unknown> = {};
    for (const id of ["sidebar-1", "sidebar-2", "big-banner"]) registry.request(id, home, (answer) => (answers[id] = answer));
    registry.request("sidebar-1", home, (answer) => (answers["sidebar-1 copy"] = answer));
    expect(fetchSlots).not.toHaveBeenCalled();
    timer.run();
    expect(fetchSlots).toHaveBeenCalledTimes(1);
    expect(fetchSlots).toHaveBeenCalledWith(["sidebar-1", "sidebar-2", "big-banner"], "home", "mn");
    await vi.waitFor(() => expect(answers["big-banner"]).toBeDefined());
    expect(answers["sidebar-1"]).toMatchObject({ creative: { id: 7 } });
    expect(answers["sidebar-1 copy"]).toMatchObject({ creative: { id: 7 } });
    expect(answers["sidebar-2"]).toBeNull(); // an empty slot: nothing to show
  });

  it("answers a slot asked again on the same page view without a request", async () => {
    const fetchSlots = vi.fn(async () => [filled("sidebar-1")]);
    const timer = manualScheduler();
    const registry = createSlotRegistry(fetchSlots, timer.schedule);
    registry.request("sidebar-1", home, () => {});
    timer.run();
    await vi.waitFor(() => expect(fetchSlots).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    const again = vi.fn();
    registry.request("sidebar-1", home, again);
    expect(again).toHaveBeenCalledWith(expect.objectContaining({ html_id: "sidebar-1" }));
    expect(fetchSlots).toHaveBeenCalledTimes(1);
  });

  it("makes a new request for a new page view, with its page kind", () => {
    const fetchSlots = vi.fn(async () => []);
    const timer = manualScheduler();
    const registry = createSlotRegistry(fetchSlots, timer.schedule);
    registry.request("sidebar-1", home, () => {});
    registry.request("article-top", { key: "/abc/r", kind: "article", lang: "en" }, () => {});
    timer.run();
    expect(fetchSlots).toHaveBeenCalledTimes(2);
    expect(fetchSlots).toHaveBeenLastCalledWith(["article-top"], "article", "en");
  });

  it("leaves every slot empty when the ad server fails, and reports it", async () => {
    const onError = vi.fn();
    const timer = manualScheduler();
    const registry = createSlotRegistry(async () => Promise.reject(new Error("down")), timer.schedule, onError);
    const answer = vi.fn();
    registry.request("sidebar-1", home, answer);
    timer.run();
    await vi.waitFor(() => expect(answer).toHaveBeenCalledWith(null));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("does not call a slot that went away", async () => {
    const timer = manualScheduler();
    const registry = createSlotRegistry(async () => [filled("sidebar-1")], timer.schedule);
    const answer = vi.fn();
    const stop = registry.request("sidebar-1", home, answer);
    stop();
    timer.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answer).not.toHaveBeenCalled();
  });
});

describe("adsRequestUrl", () => {
  it("repeats htmlids[] and names the page kind and the edition", () => {
    expect(adsRequestUrl(["sidebar-1", "big-banner"], "home", "en")).toBe(
      "/api/ads?htmlids%5B%5D=sidebar-1&htmlids%5B%5D=big-banner&page=home&lang=en",
    );
  });
});
