import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { SEEN_STORAGE_KEY } from "../model/seenStories";
import { useSeenStories } from "./useSeenStories";

function Seen() {
  const { seen, markSeen } = useSeenStories();
  return (
    <>
      <p data-testid="seen">{seen.stories.join(",") || "none"}</p>
      <button onClick={() => markSeen(7, 70)}>open story 7</button>
    </>
  );
}

describe("useSeenStories", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response("{}", { status: 200 }))));
    window.localStorage.setItem(SEEN_STORAGE_KEY, JSON.stringify({ stories: [5], items: [50] }));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("reads the stored marks once the page is idle, not right after hydration", () => {
    renderWithPortal(<Seen />);
    expect(screen.getByTestId("seen")).toHaveTextContent("none"); // as the server drew it
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByTestId("seen")).toHaveTextContent("5");
  });

  it("keeps the stored marks when a story is opened before the idle read", () => {
    renderWithPortal(<Seen />);
    fireEvent.click(screen.getByText("open story 7"));
    expect(screen.getByTestId("seen")).toHaveTextContent("5,7");
    expect(JSON.parse(window.localStorage.getItem(SEEN_STORAGE_KEY)!)).toEqual({ stories: [5, 7], items: [50, 70] });
  });
});
