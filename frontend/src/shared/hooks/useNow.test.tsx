import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { useNow } from "./useNow";

const SERVER_TIME = "2024-06-15T12:00:20+08:00";
let renders = 0;

function Clock() {
  renders += 1;
  return <p data-testid="clock">{useNow().toISOString()}</p>;
}

describe("useNow", () => {
  beforeEach(() => {
    renders = 0;
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date(SERVER_TIME));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("starts at the server's time and does not render again within the same minute", () => {
    renderWithPortal(<Clock />, { serverTime: SERVER_TIME, clockIntervalMs: 10_000 });
    expect(screen.getByTestId("clock").textContent).toBe("2024-06-15T04:00:20.000Z");
    expect(renders).toBe(1);
    act(() => vi.advanceTimersByTime(30_000)); // three ticks, still 12:00
    expect(renders).toBe(1);
  });

  it("moves on when the minute changes", () => {
    renderWithPortal(<Clock />, { serverTime: SERVER_TIME, clockIntervalMs: 10_000 });
    act(() => vi.advanceTimersByTime(60_000)); // the tick at 12:01:00 moves it, the next two keep it
    expect(screen.getByTestId("clock").textContent).toBe("2024-06-15T04:01:00.000Z");
  });

  it("is one clock for the page: every reader moves with it, from one timer", () => {
    const setInterval = vi.spyOn(window, "setInterval");
    renderWithPortal(
      <>
        <Clock />
        <Clock />
        <Clock />
      </>,
      { serverTime: SERVER_TIME, clockIntervalMs: 10_000 },
    );
    expect(setInterval).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByTestId("clock").map((clock) => clock.textContent)).toEqual(Array(3).fill("2024-06-15T04:01:00.000Z"));
    setInterval.mockRestore();
  });

  it("keeps the server's clock when the browser's clock is off", () => {
    vi.setSystemTime(new Date("2024-06-15T11:30:00+08:00")); // half an hour slow
    renderWithPortal(<Clock />, { serverTime: SERVER_TIME, clockIntervalMs: 10_000 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId("clock").textContent).toBe("2024-06-15T04:01:00.000Z");
  });
});
