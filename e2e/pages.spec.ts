// The site's own pages, linked from the footer, in both languages.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

const PAGES = {
  mn: { contact: "Холбоо барих", ethics: "Ёс зүй", privacy: "Нууцлал", about: "Бидний тухай" },
  en: { contact: "Contact", ethics: "Editorial ethics", privacy: "Privacy", about: "About us" },
} as const;

for (const lang of ["mn", "en"] as const) {
  const base = lang === "en" ? "/en" : "";

  test(`the footer links lead to the contact page with its details (${lang})`, async ({ page }) => {
    await page.goto(`${base}/`);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: PAGES[lang].contact, exact: true }).click();
    await expect(page).toHaveURL(`${base}/contact`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const labels = lang === "en" ? ["Address", "Sales and marketing", "News team", "Web address"] : ["Хаяг", "Борлуулалт, маркетинг", "Мэдээний баг", "Вэб хаяг"];
    for (const label of labels) await expect(page.getByRole("heading", { name: label, exact: true })).toBeVisible();
    // A plausible newsroom in Ulaanbaatar, on the reserved .example domain, said to be fictional.
    const sales = lang === "en" ? "ads@odriin-medee.example" : "zar@odriin-medee.example";
    await expect(page.getByRole("link", { name: sales })).toHaveAttribute("href", `mailto:${sales}`);
    await expect(page.getByRole("link", { name: "www.odriin-medee.example" })).toBeVisible();
    await expect(page.locator("address")).toContainText(lang === "en" ? "Ulaanbaatar" : "Улаанбаатар");
    await expect(page.locator(".static-page__body")).toContainText(lang === "en" ? "fictional" : "зохиомол");
  });

  test(`the demo is declared once, in one line at the foot of the page (${lang})`, async ({ page }) => {
    await page.goto(`${base}/`);
    const notice = page.getByRole("contentinfo").getByTestId("site-notice");
    await expect(notice).toHaveText(lang === "en" ? /^This site runs on demo content/ : /^Энэ сайтын мэдээ, зураг/);
    await expect(page.getByTestId("site-notice")).toHaveCount(1);
    // Not stamped on every picture or caption either.
    await expect(page.locator("main")).not.toContainText(/\bdemo\b|демо/i);
  });

  for (const slug of ["contact", "ethics", "privacy", "about"] as const) {
    test(`/${slug} is rendered on the server and accessible (${lang})`, async ({ page }) => {
      const response = await page.goto(`${base}/${slug}`);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? "";
      expect(html).toContain('class="static-page"');
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toBeVisible();
      expect(await page.title()).toContain(await title.innerText());
      await expect(page.locator(".static-page__body")).not.toBeEmpty();
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test("an unknown page next to them is a 404", async ({ page }) => {
  const response = await page.goto("/en/contacts");
  expect(response?.status()).toBe(404);
});
