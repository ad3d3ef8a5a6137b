import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { COPIED_NOTICE_MS, CopyLinkButton } from "./CopyLinkButton";

const URL = "http://localhost:18765/en/abc12/r";

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
});

describe("CopyLinkButton", () => {
  it("copies the article's address, says so in the reader's language, counts a share, then clears", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    withClipboard(writeText);
    const onCopy = vi.fn();
    renderWithPortal(<CopyLinkButton articleUrl={URL} onCopy={onCopy} />, { lang: "mn" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Холбоос хуулах" }));
    });
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole("status")).toHaveTextContent("Холбоос хуулагдлаа");
    expect(screen.getByRole("button", { name: "Холбоос хуулагдлаа" })).toBeInTheDocument();
    expect(onCopy).toHaveBeenCalledOnce();
    // The notice's timer, and the effect that sets it, run on the page's timers.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COPIED_NOTICE_MS - 500);
    });
    expect(screen.getByRole("status")).toHaveTextContent("Холбоос хуулагдлаа");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByRole("button", { name: "Холбоос хуулах" })).toBeInTheDocument();
  });

  it("in English", async () => {
    withClipboard(vi.fn().mockResolvedValue(undefined));
    renderWithPortal(<CopyLinkButton articleUrl={URL} onCopy={() => {}} />, { lang: "en" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    });
    expect(screen.getByRole("status")).toHaveTextContent("Link copied");
  });

  it("shows the address selected for copying by hand where copying is not allowed", async () => {
    withClipboard(vi.fn().mockRejectedValue(new Error("denied")));
    Object.defineProperty(document, "execCommand", { value: () => false, configurable: true });
    const onCopy = vi.fn();
    renderWithPortal(<CopyLinkButton articleUrl={URL} onCopy={onCopy} />, { lang: "en" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    });
    const field = screen.getByRole("textbox", { name: "Copy this link:" });
    expect(field).toHaveValue(URL);
    expect(document.activeElement === field || (field as HTMLInputElement).selectionEnd === URL.length).toBe(true);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(onCopy).not.toHaveBeenCalled();
  });
});
