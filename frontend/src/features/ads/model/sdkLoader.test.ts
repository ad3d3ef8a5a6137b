import { describe, expect, it, vi } from "vitest";
import { createSdkLoader } from "./sdkLoader";

describe("createSdkLoader", () => {
  it("loads nothing when the SDK is switched off", async () => {
    const load = createSdkLoader(async () => ({ sdk_enabled: false, sdk_url: "" }));
    expect(await load()).toBe("off");
    expect(document.querySelectorAll("script[data-ad-sdk]")).toHaveLength(0);
  });

  it("adds the script once, and a failed load is logged and reported as failed", async () => {
    const log = vi.fn();
    const fetchConfig = vi.fn(async () => ({ sdk_enabled: true, sdk_url: "https://ads.invalid/sdk.js" }));
    const load = createSdkLoader(fetchConfig, () => document, log);
    const first = load();
    const second = load();
    await vi.waitFor(() => expect(document.querySelectorAll("script[data-ad-sdk]")).toHaveLength(1));
    const script = document.querySelector<HTMLScriptElement>("script[data-ad-sdk]")!;
    expect(script.src).toBe("https://ads.invalid/sdk.js");
    script.onerror?.(new Event("error"));
    expect(await first).toBe("failed");
    expect(await second).toBe("failed");
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("failed to load"));
    script.remove();
  });

  it("treats an unreadable configuration as no SDK", async () => {
    const log = vi.fn();
    const load = createSdkLoader(async () => Promise.reject(new Error("500")), () => document, log);
    expect(await load()).toBe("off");
    expect(log).toHaveBeenCalled();
  });
});
