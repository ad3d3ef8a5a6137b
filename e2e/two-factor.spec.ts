import { expect, test, type Page } from "@playwright/test";
import { logInAs, totpCode } from "./newsroom";

// Two-factor sign-in for editors and above (docs/security.md "Newsroom sign-in"): an administrator resets a
// login's authenticator; at its next sign-in, right after the password, it sets one up from the QR code's
// key, confirms with a code and is shown its recovery codes once; the sign-ins after that ask for the code,
// or take a recovery code once. e2e/serve.sh makes the e2e-enroll-<lang>-<project> superusers.
const WORDS = {
  mn: {
    setUp: "Хоёр шатлалт нэвтрэлт тохируулах",
    recovery: "Таны нөөц кодууд",
    code: "Хоёр шатлалт нэвтрэлт",
    wrong: "Код буруу байна.",
  },
  en: {
    setUp: "Set up two-factor sign-in",
    recovery: "Your recovery codes",
    code: "Two-factor sign-in",
    wrong: "That code is not right.",
  },
} as const;

async function signInWithPassword(page: Page, username: string): Promise<void> {
  await page.goto("/admin/login/?next=/admin/");
  await page.fill("#id_username", username);
  await page.fill("#id_password", "e2e-newsroom-only");
  await Promise.all([page.waitForEvent("load"), page.click("input[type=submit]")]);
}

async function giveCode(page: Page, code: string): Promise<void> {
  await page.fill("#id_code", code);
  await Promise.all([page.waitForEvent("load"), page.click("#two-factor-form input[type=submit]")]);
}

for (const lang of ["mn", "en"] as const) {
  test(`an editor sets up two-factor sign-in and signs in with a code, then a recovery code (${lang})`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(90_000); // up to one 30-second step is waited for, so that each code is a fresh one
    const username = `e2e-enroll-${lang}-${testInfo.project.name}`;
    const words = WORDS[lang];
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    // The administrator resets the login's two-factor sign-in (a lost phone; and a clean start for this test).
    const admin = await browser.newPage();
    await logInAs(admin, "admin");
    await admin.goto(`/admin/accounts/newsroomlogin/?q=${username}`);
    await admin.locator("#result_list tbody tr", { hasText: username }).locator("input.action-select").check();
    await admin.selectOption("select[name=action]", "reset_second_factor");
    await admin.click("button[name=index]");
    await expect(admin.locator(".messagelist .success")).toBeVisible();
    await admin.close();

    await page.context().addCookies([{ name: "newsroom_lang", value: lang, url: testInfo.project.use.baseURL! }]);
    await signInWithPassword(page, username);
    await expect(page).toHaveURL(/\/admin\/two-factor\/setup\/\?next=%2Fadmin%2F$/);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.setUp);
    await expect(page.locator("#two-factor-qr svg")).toBeVisible();
    await page.goto("/admin/news/article/"); // nothing else of the newsroom before it is set up
    await expect(page).toHaveURL(/\/admin\/two-factor\/setup\/\?next=%2Fadmin%2Fnews%2Farticle%2F$/);
    await page.screenshot({ path: testInfo.outputPath(`enrollment-${lang}.png`), fullPage: true });

    const secret = (await page.locator("#two-factor-secret").textContent())!.replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await giveCode(page, totpCode(secret, 2)); // two steps ahead: outside what the server accepts
    await expect(page.locator(".errorlist")).toContainText(words.wrong);
    await giveCode(page, totpCode(secret));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.recovery);
    const codes = await page.locator("#recovery-codes li").allTextContents();
    expect(codes).toHaveLength(10);
    await page.screenshot({ path: testInfo.outputPath(`recovery-codes-${lang}.png`), fullPage: true });
    await page.click("#recovery-codes-done");
    await expect(page).toHaveURL(/\/admin\/news\/article\/$/); // where they were going
    await page.goto("/admin/two-factor/recovery-codes/"); // shown once
    await expect(page).toHaveURL(/\/admin\/$/);

    // The next sign-in asks for the code (the step used above is spent: the next one is taken).
    await page.context().clearCookies({ name: "sessionid" });
    await signInWithPassword(page, username);
    await expect(page).toHaveURL(/\/admin\/two-factor\/\?next=%2Fadmin%2F$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.code);
    await page.screenshot({ path: testInfo.outputPath(`code-${lang}.png`), fullPage: true });
    await giveCode(page, totpCode(secret, 1));
    await expect(page).toHaveURL(/\/admin\/$/);

    // And a recovery code instead, once.
    await page.context().clearCookies({ name: "sessionid" });
    await signInWithPassword(page, username);
    await giveCode(page, codes[0]!);
    await expect(page).toHaveURL(/\/admin\/$/);
    await page.context().clearCookies({ name: "sessionid" });
    await signInWithPassword(page, username);
    await giveCode(page, codes[0]!);
    await expect(page.locator(".errorlist")).toContainText(words.wrong);
    await expect(page).toHaveURL(/\/admin\/two-factor\//);
    expect(errors).toEqual([]);
  });
}
