import { describe, expect, it } from "vitest";
import {
  alertsSupport,
  applicationServerKey,
  hasTopic,
  isAppleMobile,
  parseStored,
  subscriptionBody,
  toggleSection,
  type BrowserTraits,
} from "./alertsChoice";

const FULL: BrowserTraits = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, isAppleMobile: false, isStandalone: false };

describe("alertsSupport", () => {
  it("is ok with a worker, push and notifications, wherever", () => {
    expect(alertsSupport(FULL)).toBe("ok");
    expect(alertsSupport({ ...FULL, isAppleMobile: true, isStandalone: true })).toBe("ok");
  });

  it("sends an iPhone's Safari tab to the Home Screen, and says no to a browser without push", () => {
    const safariTab = { ...FULL, hasPushManager: false, hasNotification: false, isAppleMobile: true };
    expect(alertsSupport(safariTab)).toBe("home-screen");
    expect(alertsSupport({ ...safariTab, isStandalone: true })).toBe("unsupported"); // an iOS too old for web push
    expect(alertsSupport({ ...FULL, hasPushManager: false })).toBe("unsupported");
  });

  it("knows iPads that call themselves Macs by their touch points", () => {
    expect(isAppleMobile("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)", 5)).toBe(true);
    expect(isAppleMobile("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 5)).toBe(true);
    expect(isAppleMobile("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 0)).toBe(false);
    expect(isAppleMobile("Mozilla/5.0 (Linux; Android 14)", 5)).toBe(false);
  });
});

describe("the choice", () => {
  it("needs breaking news or a section", () => {
    expect(hasTopic({ breaking: true, sections: [] })).toBe(true);
    expect(hasTopic({ breaking: false, sections: [3] })).toBe(true);
    expect(hasTopic({ breaking: false, sections: [] })).toBe(false);
  });

  it("toggles a section in and out, kept in order", () => {
    const one = toggleSection({ breaking: false, sections: [5] }, 2);
    expect(one.sections).toEqual([2, 5]);
    expect(toggleSection(one, 5).sections).toEqual([2]);
  });

  it("flattens the browser's subscription for the API", () => {
    const body = subscriptionBody({ endpoint: "https://push.example/x", keys: { p256dh: "BAA", auth: "AAA" } }, { breaking: false, sections: [1, 2] });
    expect(body).toEqual({ endpoint: "https://push.example/x", p256dh: "BAA", auth: "AAA", breaking: false, sections: [1, 2] });
  });
});

describe("applicationServerKey", () => {
  it("decodes base64url without padding, - and _ included", () => {
    expect(Array.from(applicationServerKey("-_8"))).toEqual([0xfb, 0xff]);
    expect(Array.from(applicationServerKey("BAEC"))).toEqual([4, 1, 2]);
    expect(applicationServerKey("B".repeat(87)).length).toBe(65); // a P-256 point's 65 bytes
  });
});

describe("parseStored", () => {
  it("reads what the control stored, and nothing else", () => {
    expect(parseStored('{"edition":"en","breaking":true,"sections":[3,"x",4.5,7]}')).toEqual({ edition: "en", breaking: true, sections: [3, 7] });
    expect(parseStored(null)).toBeNull();
    expect(parseStored("{broken")).toBeNull();
    expect(parseStored('{"edition":"ru","breaking":true,"sections":[]}')).toBeNull();
    expect(parseStored('{"edition":"mn","sections":[]}')).toBeNull();
  });
});
