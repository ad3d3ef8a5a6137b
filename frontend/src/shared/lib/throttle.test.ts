import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then at most once per 1000 ms with the latest arguments", () => {
    const calls: number[] = [];
    const onResize = throttle((width: number) => calls.push(width), 1000);
    onResize(100);
    onResize(200);
    onResize(300);
    expect(calls).toEqual([100]);
    vi.advanceTimersByTime(999);
    expect(calls).toEqual([100]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([100, 300]);
    onResize(400);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([100, 300]);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([100, 300, 400]);
    vi.advanceTimersByTime(5000);
    onResize(500);
    expect(calls).toEqual([100, 300, 400, 500]);
  });

  it("can be cancelled", () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 1000);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
