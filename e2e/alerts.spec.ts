// Breaking-news alerts: the Alerts screen in both editions, reached from the sidebar, asks nothing on arrival,
// says what iPhones need, and answers a tap in the reader's language. Headless Chromium reaches no real push
// service, so the subscription itself is tested against the backend's own push service (backend/alerts/tests).
import { expectNoSeriousA11yViolations } from "./axe";
import { expectLive, watchLive } from "./live";
import { expect, test } from "./uniqueClient";

const EDITIONS = {
  mn: {
    base: "",
    link: "Мэдэгдэл авах",
    heading: "Мэдэгдэл",
    breaking: "Шуурхай мэдээ",
    turnOn: "Мэдэгдэл асаах",
    iphone: /iPhone, iPad дээр сайтыг Нүүр дэлгэц \(Home Screen\) рүү нэмсний дараа л мэдэгдэл ирнэ/,
    // No push service for headless Chromium (or no VAPID key on this server): either answer, in Mongolian.
    answers: /Мэдэгдлийг асааж чадсангүй|Одоогоор энэ сайт мэдэгдэл илгээх боломжгүй байна|Энэ хөтчийн тохиргоонд мэдэгдэл хаалттай/,
  },
  en: {
    base: "/en",
    link: "Get alerts",
    heading: "Alerts",
    breaking: "Breaking news",
    turnOn: "Turn on alerts",
    iphone: /On iPhone and iPad, alerts work only after adding the site to the Home Screen/,
    answers: /Alerts could not be turned on|Alerts are not available on this site|Alerts are blocked in this browser's settings/,
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

  test(`a tap on "turn on" answers in the reader's language (${lang})`, async ({ page, context }) => {
    await context.grantPermissions(["notifications"]);
    await watchLive(page);
    await page.goto(`${edition.base}/alerts`);
    await expectLive(page);
    await page.getByRole("button", { name: edition.turnOn }).click();
    await expect(page.getByRole("alert")).toHaveText(edition.answers, { timeout: 15_000 });
  });

  test(`the sidebar leads to the Alerts screen (${lang})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the sidebar's services are beside the news on desktops");
    await page.goto(`${edition.base}/`);
    await page.getByRole("link", { name: edition.link }).click();
    await expect(page).toHaveURL(new RegExp(`${edition.base}/alerts$`));
    await expect(page.getByRole("heading", { level: 1, name: edition.heading })).toBeVisible();
  });
}
