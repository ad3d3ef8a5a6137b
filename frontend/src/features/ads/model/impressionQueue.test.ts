import { describe, expect, it, vi } from "vitest";
import { createImpressionQueue } from "./impressionQueue";

describe("createImpressionQueue", () => {
  it("sends the creatives shown together, each once per page view", () => {
    const send = vi.fn();
    const flushes: Array<() => void> = [];
    const queue = createImpressionQueue(send, (flush) => flushes.push(flush));
    queue.report("/", 1);
    queue.report("/", 2);
    queue.report("/", 1);
    flushes.splice(0).forEach((flush) => flush());
    expect(send).toHaveBeenCalledWith([1, 2]);
    queue.report("/", 2);
    queue.report("/5/i", 2);
    flushes.splice(0).forEach((flush) => flush());
    expect(send).toHaveBeenLastCalledWith([2]);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
