import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { STORAGE_KEY } from "../model/alertsChoice";
import { AlertsControl } from "./AlertsControl";

// The browser's side, as a browser with web push has it: a worker registration whose push manager hands out
// one subscription, a Notification permission, and the API answering through fetch.
const KEY = "BOr" + "A".repeat(84);
const SECTIONS = [
  { id: 3, name: "Politics" },
  { id: 5, name: "Economy" },
];

function pushBrowser({ permission = "default", granted = "granted", subscribed = false } = {}) {
  const subscription = {
    endpoint: "https://fcm.googleapis.com/fcm/send/abc",
    options: { applicationServerKey: null as ArrayBuffer | null },
    toJSON: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: "BPk", auth: "AAE" } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
  let current = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((options: { applicationServerKey: Uint8Array }) => {
      subscription.options.applicationServerKey = options.applicationServerKey.buffer as ArrayBuffer;
      current = subscription;
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(() => Promise.resolve(registration)),
    getRegistration: vi.fn(() => Promise.resolve(registration)),
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, "serviceWorker", { value: serviceWorker, configurable: true });
  const requestPermission = vi.fn(() => Promise.resolve(granted));
  vi.stubGlobal("Notification", { permission, requestPermission });
  vi.stubGlobal("PushManager", function PushManager() {});
  const posted: { url: string; body: unknown }[] = [];
  const answers: Record<string, { status: number; body: unknown }> = {};
  vi.stubGlobal("fetch", vi.fn((url: string, init?: RequestInit) => {
    const path = url.split("?")[0] ?? url;
    if (init?.method === "POST") posted.push({ url, body: JSON.parse(String(init.body)) });
    const body = path === "/api/push/key" ? { publicKey: KEY } : path === "/api/push/subscribe"
      ? { status: "success", edition: url.includes("lang=en") ? "en" : "mn", breaking: true, sections: [5] } : { status: "success" };
    const answer = answers[path] ?? { status: 200, body };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  }));
  return { serviceWorker, pushManager, requestPermission, subscription, posted, answers };
}

beforeEach(() => window.localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("AlertsControl", () => {
  it("asks nothing on arrival and says, in each language, that iPhones need the Home Screen", async () => {
    const browser = pushBrowser();
    renderWithPortal(<AlertsControl sections={SECTIONS} />, { lang: "mn" });
    expect(await screen.findByText(/Нүүр дэлгэц \(Home Screen\) рүү нэмсний дараа л мэдэгдэл ирнэ/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Мэдэгдэл асаах" })).toBeEnabled());
    cleanup();
    renderWithPortal(<AlertsControl sections={SECTIONS} />, { lang: "en" });
    expect(screen.getByText(/On iPhone and iPad, alerts work only after adding the site to the Home Screen/)).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(browser.posted).toEqual([]);
  });

  it("turns alerts on with a tap: permission, the site's key, the subscription and the choice sent to the API", async () => {
    const user = userEvent.setup();
    const browser = pushBrowser();
    renderWithPortal(<AlertsControl sections={SECTIONS} />, { lang: "en" });
    await user.click(screen.getByLabelText("Economy"));
    await user.click(await screen.findByRole("button", { name: "Turn on alerts" }));
    expect(await screen.findByText("Alerts are on on this device.")).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    const key = browser.pushManager.subscribe.mock.calls[0]?.[0].applicationServerKey;
    expect(key?.length).toBe(65);
    expect(browser.posted).toEqual([{
      url: "/api/push/subscribe?lang=en",
      body: { endpoint: "https://fcm.googleapis.com/fcm/send/abc", p256dh: "BPk", auth: "AAE", breaking: true, sections: [5] },
    }]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "")).toEqual({ edition: "en", breaking: true, sections: [5] });
    expect(screen.getByRole("button", { name: "Turn off alerts" })).toBeInTheDocument();
  });

  it("needs breaking news or a section before it can turn on", async () => {
    const user = userEvent.setup();
    pushBrowser();
    renderWithPortal(<AlertsControl sections={SECTIONS} />, { lang: "en" });
    await user.click(screen.getByLabelText("Breaking news"));
    expect(screen.getByText("Choose breaking news or at least one section.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Turn on alerts" })).toBeDisabled();
  });

  it("shows the API's refusal in the reader's language, and a refused permission", async () => {
    const user = userEvent.setup();
    const browser = pushBrowser();
    browser.answers["/api/push/subscribe"] = { status: 400, body: { status: "error", code: "invalid_keys", message: "Хөтчийн мэдэгдлийн түлхүүр буруу байна." } };
    renderWithPortal(<AlertsControl sections={SECTIONS} />, { lang: "mn" });
    await user.click(await screen.findByRole("button", { name: "Мэдэгдэл асаах" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Хөтчийн мэдэгдлийн түлхүүр буруу байна.");
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();

    cleanup();
    pushBrowser({ granted: "denied" });
    renderWithPortal(<AlertsControl sections={SECTIONS} />, { lang: "en" });
    await user.click(await screen.findByRole("button", { name: "Turn on alerts" }));
    expect(await screen.findByText(/Alerts are blocked in this browser's settings/)).toBeInTheDocument();
  });

  it("turns alerts off: the API forgets the browser and the browser its subscription", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ edition: "mn", breaking: false, sections: [3] }));
    const browser = pushBrowser({ permission: "granted", subscribed: true });
    renderWithPortal(<AlertsControl sections={SECTIONS} />, { lang: "mn" });
    expect(await screen.findByText("Энэ төхөөрөмж дээр мэдэгдэл асаалттай байна.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Politics")).toBeChecked());
    expect(screen.getByLabelText("Шуурхай мэдээ")).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Мэдэгдэл унтраах" }));
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalled());
    expect(browser.posted).toEqual([{ url: "/api/push/unsubscribe?lang=mn", body: { endpoint: browser.subscription.endpoint } }]);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("says alerts of the other edition are on here, and sends an iPhone's Safari tab to the Home Screen", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ edition: "mn", breaking: true, sections: [] }));
    pushBrowser({ permission: "granted", subscribed: true });
    renderWithPortal(<AlertsControl sections={SECTIONS} />, { lang: "en" });
    expect(await screen.findByText(/This device gets the Mongolian edition's alerts/)).toBeInTheDocument();
    cleanup();

    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "serviceWorker");
    vi.stubGlobal("navigator", { ...navigator, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)", maxTouchPoints: 5 });
    renderWithPortal(<AlertsControl sections={SECTIONS} />, { lang: "mn" });
    expect(await screen.findByText(/Эхлээд энэ сайтыг Нүүр дэлгэц/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Мэдэгдэл асаах" })).toBeDisabled();
  });
});
