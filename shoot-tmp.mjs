import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const base = "http://127.0.0.1:8783";
for (const width of [390, 1280]) {
  for (const lang of ["mn", "en"]) {
    const prefix = lang === "en" ? "/en" : "";
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${base}${prefix}/`);
    await page.locator(".big-banner img").waitFor({ timeout: 10000 }).catch(() => {});
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots6/home-banner-${lang}-${width}.png` });
    await page.locator(".big-banner").waitFor({ state: "detached", timeout: 9000 }).catch(() => {});
    await page.screenshot({ path: `/tmp/shots6/home-${lang}-${width}.png`, fullPage: true });
    await page.locator(".hover-ad__teaser").focus();
    await page.waitForTimeout(400);
    await page.locator(".hover-ad").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots6/home-hover-${lang}-${width}.png` });
    await page.goto(`${base}${prefix}/contact`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots6/contact-${lang}-${width}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
