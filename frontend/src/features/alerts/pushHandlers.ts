// The service worker's push side (installed by the worker's entry, src/sw/sw.ts): an alert's push shows a
// notification with the story's title, and tapping it opens the story (or brings its open tab forward).
import { alerts as enText } from "@/shared/i18n/locales/en.json";
import { alerts as mnText } from "@/shared/i18n/locales/mn.json";
import { alertNotification, parseAlertPayload } from "./model/alertPayload";

// The worker's own types: the project's TypeScript program has the DOM's, not a worker's.
interface WaitingEvent {
  waitUntil(promise: Promise<unknown>): void;
}
export interface PushEventLike extends WaitingEvent {
  readonly data: { text(): string } | null;
}
export interface NotificationClickLike extends WaitingEvent {
  readonly notification: { readonly data: unknown; close(): void };
}
interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
}
export interface PushScope {
  readonly registration: { showNotification(title: string, options?: object): Promise<void> };
  readonly clients: {
    matchAll(options?: { type?: string; includeUncontrolled?: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickLike) => void): void;
}

const LABEL = { mn: mnText.notificationLabel, en: enText.notificationLabel };

async function openStory(scope: PushScope, url: string): Promise<void> {
  const open = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const tab = open.find((client) => client.url === url);
  if (tab) await tab.focus();
  else await scope.clients.openWindow(url);
}

export function installPushHandlers(scope: PushScope): void {
  scope.addEventListener("push", (event) => {
    const payload = event.data ? parseAlertPayload(event.data.text()) : null;
    if (!payload) return; // not ours: nothing to show
    const { title, options } = alertNotification(payload, LABEL[payload.edition]);
    event.waitUntil(scope.registration.showNotification(title, options));
  });
  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    if (data && typeof data.url === "string") event.waitUntil(openStory(scope, data.url));
  });
}
