import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useOnChange } from "./useOnChange";

function Watch({ value, calls }: { value: object | undefined; calls: unknown[] }) {
  useOnChange(value, (next) => calls.push(next));
  return null;
}

describe("useOnChange", () => {
  it("stays quiet on mount and on renders with the same value, and runs once per new value", () => {
    const first = { page: 1 };
    const second = { page: 2 };
    const calls: unknown[] = [];
    const { rerender } = render(<Watch value={first} calls={calls} />);
    rerender(<Watch value={first} calls={calls} />);
    expect(calls).toEqual([]);
    rerender(<Watch value={second} calls={calls} />);
    rerender(<Watch value={second} calls={calls} />);
    expect(calls).toEqual([second]);
    rerender(<Watch value={undefined} calls={calls} />);
    expect(calls).toEqual([second, undefined]);
  });
});
