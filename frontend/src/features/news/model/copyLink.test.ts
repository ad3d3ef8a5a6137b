import { describe, expect, it, vi } from "vitest";
import { copyLink } from "./copyLink";

const URL = "http://127.0.0.1:18765/abc12/r";

describe("copying an article's address", () => {
  it("puts it on the clipboard where the clipboard API is offered", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await copyLink(URL, { clipboard: { writeText }, document })).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(URL);
  });

  it("selects and copies it the older way when the clipboard API is missing or refuses", async () => {
    const copied: string[] = [];
    const execCommand = vi.fn(() => {
      copied.push(document.activeElement instanceof HTMLTextAreaElement ? document.activeElement.value : "");
      return true;
    });
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    const refuses = { writeText: vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError")) };
    expect(await copyLink(URL, { clipboard: refuses, document })).toBe("copied");
    expect(await copyLink(URL, { document })).toBe("copied");
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(copied).toEqual([URL, URL]);
    expect(document.querySelector("textarea")).toBeNull(); // the helper field is gone again
  });

  it("leaves it to the reader when no way of copying works", async () => {
    Object.defineProperty(document, "execCommand", { value: () => false, configurable: true });
    expect(await copyLink(URL, { document })).toBe("manual");
  });
});
