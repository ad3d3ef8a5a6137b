// Breaking-news alerts: the Alerts screen in both editions, reached from the sidebar, asks nothing on arrival,
// says what iPhones need, and answers a tap in the reader's language. A reader who allows notifications and
// taps gets a push subscription that the server holds (e2e/serve.sh gives the server its VAPID key); turning
// alerts off removes it there. The pushes themselves are tested against the backend's own push service
// (backend/alerts/tests).
import { expectNoSeriousA11yViolations } from "./axe";
import { expectLive, watchLive } from "./live";
import { expect, test } from "./uniqueClient";
import type { APIRequestContext, Page } from "@playwright/test";

const EDITIONS = {
  mn: {
    base: "",
    link: "Мэдэгдэл авах",
    heading: "Мэдэгдэл",
    breaking: "Шуурхай мэдээ",
    turnOn: "Мэдэгдэл асаах",
    iphone: /iPhone, iPad дээр сайтыг Нүүр дэлгэц \(Home Screen\) рүү нэмсний дараа л мэдэгдэл ирнэ/,
    failed: "Мэдэгдлийг асааж чадсангүй. Холболтоо шалгаад дахин оролдоно уу.",
    on: "Энэ төхөөрөмж дээр мэдэгдэл асаалттай байна.",
    turnOff: "Мэдэгдэл унтраах",
  },
  en: {
    base: "/en",
    link: "Get alerts",
    heading: "Alerts",
    breaking: "Breaking news",
    turnOn: "Turn on alerts",
    iphone: /On iPhone and iPad, alerts work only after adding the site to the Home Screen/,
    failed: "Alerts could not be turned on. Check the connection and try again.",
    on: "Alerts are on on this device.",
    turnOff: "Turn off alerts",
  },
} as const;

for (const lang of ["mn", "en"] as const) {
  const edition = EDITIONS[lang];

  test(`the Alerts screen asks nothing on arrival and says what iPhones need (${lang})`, async ({ page }) => {
    await watchLive(page);
    await page.goto(`${edition.base}/alerts`);
    await expect(page.getByRole("heading", { level: 1, name: edition.heading })).toBeVisible();
    await expect(page.getByText(edition.iphone)).toBeVisible();
    await expect(page.getByLabel(edition.breaking)).toBeChecked();
    await expectLive(page);
    await expect(page.getByRole("button", { name: edition.turnOn })).toBeEnabled();
    // No permission prompt on arrival: the permission is still the browser's default.
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    await expectNoSeriousA11yViolations(page);
  });

  test(`a browser that cannot subscribe is told so in the reader's language (${lang})`, async ({ page, context }) => {
    // Service workers are blocked in this file's other tests (playwright.config.ts): the worker the
    // subscription needs cannot start, as when a browser's push service refuses.
    await context.grantPermissions(["notifications"]);
    await watchLive(page);
    await page.goto(`${edition.base}/alerts`);
    await expectLive(page);
    await page.getByRole("button", { name: edition.turnOn }).click();
    await expect(page.getByRole("alert")).toHaveText(edition.failed, { timeout: 15_000 });
  });

  test.describe(() => {
    // The subscription goes through the portal's worker at /sw.js, as offline.spec.ts lets it run.
    test.use({ serviceWorkers: "allow" });

    test(`a reader who allows notifications subscribes, and the server holds it until turned off (${lang})`, async ({
      page,
      context,
      request,
    }) => {
      await context.grantPermissions(["notifications"]);
      await standInForThePushService(page);
      await watchLive(page);
      await page.goto(`${edition.base}/alerts`);
      await expectLive(page);
      await page.getByRole("button", { name: edition.turnOn }).click();
      await expect(page.getByText(edition.on)).toBeVisible({ timeout: 15_000 });

      const asked = await page.evaluate(() => (window as unknown as StoodIn).e2ePush);
      const served = (await (await request.get(`/api/push/key?lang=${lang}`)).json()) as { publicKey: string };
      expect(asked.key).toBe(served.publicKey); // the browser subscribed with the key this server signs with
      expect(await topicsOf(request, asked.endpoint, lang)).toEqual({ status: 200, edition: lang });

      await page.getByRole("button", { name: edition.turnOff }).click();
      await expect(page.getByRole("button", { name: edition.turnOn })).toBeVisible();
      expect((await topicsOf(request, asked.endpoint, lang)).status).toBe(404);
    });
  });

  test(`the sidebar leads to the Alerts screen (${lang})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the sidebar's services are beside the news on desktops");
    await page.goto(`${edition.base}/`);
    await page.getByRole("link", { name: edition.link }).click();
    await expect(page).toHaveURL(new RegExp(`${edition.base}/alerts$`));
    await expect(page.getByRole("heading", { level: 1, name: edition.heading })).toBeVisible();
  });
}

interface StoodIn {
  e2ePush: { endpoint: string; key: string };
}

/**
 * Headless Chromium reaches no push service here (it registers with Google's, over the internet), so its
 * PushManager is stood in for: a subscription with a push-service address and keys made as a browser makes
 * them, noting the application server key it was asked with. The permission, the worker, the API and the
 * server are the real ones.
 */
async function standInForThePushService(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const b64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const p256dh = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      (window as unknown as StoodIn).e2ePush = { endpoint, key: b64url(key) };
      const json = { endpoint, expirationTime: null, keys: { p256dh: b64url(p256dh), auth: b64url(crypto.getRandomValues(new Uint8Array(16))) } };
      current = {
        endpoint,
        options: { userVisibleOnly: true, applicationServerKey: key.buffer },
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  });
}

/** The server's answer to re-saving the browser's topics: 200 with its edition while it holds the subscription. */
async function topicsOf(
  request: APIRequestContext,
  endpoint: string,
  lang: string,
): Promise<{ status: number; edition?: string }> {
  const answer = await request.post(`/api/push/topics?lang=${lang}`, { data: { endpoint, breaking: true, sections: [] } });
  if (answer.status() !== 200) return { status: answer.status() };
  return { status: 200, edition: ((await answer.json()) as { edition: string }).edition };
}
