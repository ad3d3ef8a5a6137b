// The Alerts control's side effects: the browser's push subscription (through the worker at /sw.js) and the
// API's `/api/push/...` operations. Nothing runs until the reader taps: no permission prompt on arrival.
import { useCallback, useEffect, useState } from "react";
import { ApiRequestError, apiUrl, fetchJson } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import { usePortal } from "@/shared/portal/PortalContext";
import {
  alertsSupport,
  applicationServerKey,
  isAppleMobile,
  parseStored,
  STORAGE_KEY,
  subscriptionBody,
  type AlertsChoice,
  type AlertsSupport,
  type StoredAlerts,
} from "../model/alertsChoice";
import type { PushKey, PushSubscriptionAnswer } from "../model/types";

export const WORKER_URL = "/sw.js";
// A worker that never becomes active, or a push service that never answers, must not leave the control
// waiting for good: the reader gets the failure and may try again.
const SETUP_TIMEOUT_MS = 10_000;

/** "checking" until the browser has been asked (the server's drawing and the first paint say nothing). */
export type AlertsStatus = "checking" | "off" | "on" | "working" | "blocked" | AlertsSupport;

export interface AlertsState {
  status: AlertsStatus;
  /** The edition this browser's alerts are in, when they are on (maybe the other one). */
  stored: StoredAlerts | null;
  /** What went wrong: the API's message (in the reader's language), or none for the control's own. */
  error: { text?: string } | null;
}

function traits() {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    hasServiceWorker: "serviceWorker" in nav,
    hasPushManager: typeof window !== "undefined" && "PushManager" in window,
    hasNotification: typeof Notification !== "undefined",
    isAppleMobile: isAppleMobile(nav.userAgent, nav.maxTouchPoints ?? 0),
    isStandalone: nav.standalone === true || window.matchMedia?.("(display-mode: standalone)").matches === true,
  };
}

function readStored(): StoredAlerts | null {
  try {
    return parseStored(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return null; // storage off (private mode): the control still works, it only forgets
  }
}

function writeStored(value: StoredAlerts | null): void {
  try {
    if (value) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // see readStored
  }
}

function postJson<T>(path: string, lang: Language, body: Record<string, unknown>): Promise<T> {
  return fetchJson<T>(apiUrl(path, { lang }), {
    method: "POST",
    body: JSON.stringify(body),
    headers: { Accept: "application/json", "Content-Type": "application/json" },
  });
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function newSubscription(lang: Language): Promise<PushSubscription> {
  const { publicKey } = await fetchJson<PushKey>(apiUrl("/api/push/key", { lang }));
  await navigator.serviceWorker.register(WORKER_URL, { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const sameKey = existing.options.applicationServerKey;
    if (sameKey && new Uint8Array(sameKey).join() === key.join()) return existing;
    await existing.unsubscribe(); // made with a key the site no longer signs with
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function errorOf(error: unknown): AlertsState["error"] {
  return error instanceof ApiRequestError && error.message ? { text: error.message } : {};
}

export function useAlerts() {
  const { lang } = usePortal();
  const [state, setState] = useState<AlertsState>({ status: "checking", stored: null, error: null });

  useEffect(() => {
    let isCurrent = true;
    const support = alertsSupport(traits());
    if (support !== "ok") {
      setState({ status: support, stored: null, error: null });
      return;
    }
    const stored = readStored();
    const blocked = Notification.permission === "denied";
    currentSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (!isCurrent) return;
        const isOn = subscription !== null && stored !== null && !blocked;
        setState({ status: blocked ? "blocked" : isOn ? "on" : "off", stored: isOn ? stored : null, error: null });
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  /** Turn alerts on in this edition (or move them here from the other), or save a new choice. */
  const save = useCallback(
    async (choice: AlertsChoice) => {
      setState((current) => ({ ...current, status: "working", error: null }));
      try {
        // First, while the tap still counts as the reader's gesture (Safari asks only then).
        const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
        if (permission !== "granted") {
          setState({ status: "blocked", stored: null, error: null });
          return;
        }
        const subscription = await within(newSubscription(lang), SETUP_TIMEOUT_MS);
        const saved = await postJson<PushSubscriptionAnswer>("/api/push/subscribe", lang, subscriptionBody(subscription.toJSON(), choice));
        const stored: StoredAlerts = { edition: saved.edition === "en" ? "en" : "mn", breaking: saved.breaking, sections: saved.sections };
        writeStored(stored);
        setState({ status: "on", stored, error: null });
      } catch (error) {
        setState((current) => ({ ...current, status: current.stored ? "on" : "off", error: errorOf(error) }));
      }
    },
    [lang],
  );

  const turnOff = useCallback(async () => {
    setState((current) => ({ ...current, status: "working", error: null }));
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await postJson("/api/push/unsubscribe", lang, { endpoint: subscription.endpoint }).catch((error: unknown) => {
          if (!(error instanceof ApiRequestError && error.status === 404)) throw error; // gone already: fine
        });
        await subscription.unsubscribe();
      }
      writeStored(null);
      setState({ status: "off", stored: null, error: null });
    } catch (error) {
      setState((current) => ({ ...current, status: "on", error: errorOf(error) }));
    }
  }, [lang]);

  return { ...state, save, turnOff };
}
