// Pure pieces of the Alerts control: whether this browser can get alerts, the reader's choice and how
// it goes to the API (`/api/push/...`, backend/alerts/api.py), and what the browser remembers of it.
import type { Language } from "@/shared/i18n/language";

/** "ok": web push works here. "home-screen": an iPhone or iPad whose Safari gets alerts only for a site
 * added to the Home Screen and opened from there. "unsupported": no web push in this browser. */
export type AlertsSupport = "ok" | "home-screen" | "unsupported";

export interface BrowserTraits {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** iPhone, iPod or iPad (iPadOS says it is a Mac, with touch). */
  isAppleMobile: boolean;
  /** Opened from the Home Screen (display-mode standalone, or Safari's navigator.standalone). */
  isStandalone: boolean;
}

export function alertsSupport(traits: BrowserTraits): AlertsSupport {
  if (traits.hasServiceWorker && traits.hasPushManager && traits.hasNotification) return "ok";
  if (traits.isAppleMobile && !traits.isStandalone) return "home-screen";
  return "unsupported";
}

export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** What the reader asked to be alerted of. */
export interface AlertsChoice {
  breaking: boolean;
  sections: number[];
}

export const DEFAULT_CHOICE: AlertsChoice = { breaking: true, sections: [] };

export function hasTopic(choice: AlertsChoice): boolean {
  return choice.breaking || choice.sections.length > 0;
}

export function toggleSection(choice: AlertsChoice, id: number): AlertsChoice {
  const sections = choice.sections.includes(id) ? choice.sections.filter((s) => s !== id) : [...choice.sections, id];
  return { ...choice, sections: sections.sort((a, b) => a - b) };
}

/** The VAPID public key (base64url) as `pushManager.subscribe` takes it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4);
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The subscribe body: the browser's `PushSubscription.toJSON()` flattened, with the choice. */
export function subscriptionBody(subscription: PushSubscriptionJSON, choice: AlertsChoice): Record<string, unknown> {
  return {
    endpoint: subscription.endpoint ?? "",
    p256dh: subscription.keys?.p256dh ?? "",
    auth: subscription.keys?.auth ?? "",
    breaking: choice.breaking,
    sections: choice.sections,
  };
}

/** What this browser remembers of its alerts: the edition they are in, and the choice. One browser has one
 * push subscription, so one edition at a time: turning alerts on in the other edition moves them there. */
export interface StoredAlerts extends AlertsChoice {
  edition: Language;
}

export const STORAGE_KEY = "portal-alerts";

export function parseStored(text: string | null): StoredAlerts | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredAlerts>;
    const isEdition = value.edition === "mn" || value.edition === "en";
    const sections = Array.isArray(value.sections) ? value.sections.filter((id): id is number => Number.isInteger(id)) : [];
    if (!isEdition || typeof value.breaking !== "boolean") return null;
    return { edition: value.edition as Language, breaking: value.breaking, sections };
  } catch {
    return null;
  }
}
