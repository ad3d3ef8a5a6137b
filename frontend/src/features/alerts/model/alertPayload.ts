// What an alert's push carries (backend alerts/sending.py `payload`) and the notification made of it.
import type { Language } from "@/shared/i18n/language";

export interface AlertPayload {
  title: string;
  url: string;
  edition: Language;
  tag: string;
}

/** The payload, if it is one: a title, an http(s) link and an edition; null for anything else. */
export function parseAlertPayload(text: string): AlertPayload | null {
  let value: Partial<Record<keyof AlertPayload, unknown>>;
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { title, url, edition, tag } = value;
  if (typeof title !== "string" || !title || typeof url !== "string") return null;
  if (edition !== "mn" && edition !== "en") return null;
  try {
    const { protocol } = new URL(url);
    if (protocol !== "https:" && protocol !== "http:") return null;
  } catch {
    return null;
  }
  return { title, url, edition, tag: typeof tag === "string" ? tag : url };
}

export interface AlertNotification {
  title: string;
  options: { body: string; tag: string; lang: Language; data: { url: string } };
}

/** The notification: the story's title, a line naming the edition's breaking news, the link to open. */
export function alertNotification(payload: AlertPayload, label: string): AlertNotification {
  return {
    title: payload.title,
    options: { body: label, tag: payload.tag, lang: payload.edition, data: { url: payload.url } },
  };
}
