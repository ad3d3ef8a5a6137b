// The morning email: a reader subscribes from the newsletter screen of either edition and is told to
// check their inbox; a typo in the address gets the form's own message; a made-up confirmation link
// gets the API's answer in the reader's language.
import { expect, test } from "./uniqueClient";

const EDITIONS = {
  mn: {
    base: "",
    heading: "Өглөөний имэйл",
    email: "Имэйл хаяг",
    submit: "Захиалах",
    checkInbox: /Имэйлээ шалгана уу/,
    invalid: "Имэйл хаяг буруу байна. Жишээ нь: ner@example.mn",
    badLink: /Энэ холбоос хүчингүй байна/,
  },
  en: {
    base: "/en",
    heading: "The morning email",
    email: "Email address",
    submit: "Subscribe",
    checkInbox: /Check your inbox/,
    invalid: "This email address is not valid. For example: name@example.com",
    badLink: /This link is not valid/,
  },
} as const;

for (const lang of ["mn", "en"] as const) {
  const edition = EDITIONS[lang];

  test(`a reader subscribes from the page and is told to check their inbox (${lang})`, async ({ page }, testInfo) => {
    await page.goto(`${edition.base}/newsletter`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(edition.heading);
    const form = page.getByRole("form");
    const address = form.getByLabel(edition.email);

    await address.fill("not-an-address");
    await form.getByRole("button", { name: edition.submit }).click();
    await expect(form.getByRole("alert")).toHaveText(edition.invalid);

    await address.fill(`reader-${lang}-${testInfo.project.name}-${Date.now()}@example.mn`);
    // One section ticked: the email then holds that section's stories only.
    await form.getByRole("checkbox").first().check();
    await form.getByRole("button", { name: edition.submit }).click();
    await expect(form.getByRole("status")).toHaveText(edition.checkInbox);
    await expect(form.getByRole("alert")).toBeEmpty();
    await expect(address).toHaveValue("");
  });

  test(`a made-up confirmation link is answered in the reader's language (${lang})`, async ({ page }) => {
    await page.goto(`${edition.base}/newsletter/confirm?token=made-up`);
    await expect(page.getByRole("alert")).toHaveText(edition.badLink);
  });
}
