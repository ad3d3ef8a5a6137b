import { describe, expect, it, vi } from "vitest";
import { installPushHandlers, type NotificationClickLike, type PushEventLike, type PushScope } from "./pushHandlers";

function fakeWorker(openUrls: string[] = []) {
  const listeners: Record<string, (event: never) => void> = {};
  const tabs = openUrls.map((url) => ({ url, focus: vi.fn(() => Promise.resolve()) }));
  const scope = {
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: { matchAll: vi.fn(() => Promise.resolve(tabs)), openWindow: vi.fn(() => Promise.resolve(null)) },
    addEventListener: (type: string, listener: (event: never) => void) => {
      listeners[type] = listener;
    },
  };
  installPushHandlers(scope as unknown as PushScope);
  const waited: Promise<unknown>[] = [];
  const dispatch = async (type: string, event: object) => {
    listeners[type]?.({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) } as never);
    await Promise.all(waited);
  };
  return { scope, tabs, dispatch };
}

const alert = { title: "Flood reaches the capital", url: "https://news.example.mn/en/abc123/r", edition: "en", tag: "alert-9" };

describe("installPushHandlers", () => {
  it("shows an alert's push as a notification in its edition's words", async () => {
    const { scope, dispatch } = fakeWorker();
    await dispatch("push", { data: { text: () => JSON.stringify(alert) } } satisfies Omit<PushEventLike, "waitUntil">);
    expect(scope.registration.showNotification).toHaveBeenCalledWith("Flood reaches the capital", {
      body: "Breaking news · Daily News Mongolia",
      tag: "alert-9",
      lang: "en",
      data: { url: alert.url },
    });
    await dispatch("push", { data: { text: () => JSON.stringify({ ...alert, edition: "mn" }) } });
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(alert.title, expect.objectContaining({ body: "Шуурхай мэдээ · Өдрийн мэдээ" }));
  });

  it("shows nothing for a push that is not an alert", async () => {
    const { scope, dispatch } = fakeWorker();
    await dispatch("push", { data: null });
    await dispatch("push", { data: { text: () => "hello" } });
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it("opens the story on a tap, or brings its open tab forward", async () => {
    const close = vi.fn();
    const fresh = fakeWorker(["https://news.example.mn/"]);
    await fresh.dispatch("notificationclick", { notification: { data: { url: alert.url }, close } } satisfies Omit<NotificationClickLike, "waitUntil">);
    expect(close).toHaveBeenCalled();
    expect(fresh.scope.clients.openWindow).toHaveBeenCalledWith(alert.url);

    const open = fakeWorker([alert.url]);
    await open.dispatch("notificationclick", { notification: { data: { url: alert.url }, close } });
    expect(open.tabs[0]?.focus).toHaveBeenCalled();
    expect(open.scope.clients.openWindow).not.toHaveBeenCalled();
  });
});
