import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:8790";
const pages = [
  ["election", "/election/parliament/2024"],
  ["districts", "/election/parliament/2024/districts"],
  ["winners2020", "/election/parliament/2020/winners"],
  ["president", "/election/president"],
  ["covid", "/covid"],
  ["covid-charts", "/covid-charts"],
  ["exchange", "/exchange"],
  ["exchange-chart", "/exchange-chart"],
  ["horoscope", "/horoscope"],
  ["zodiac", "/horoscope/zodiac"],
  ["daycolor", "/horoscope/daycolor"],
  ["iframe", "/iframe/2026/horoscope/eastern/footprint"],
];
const only = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const lang of ["mn", "en"]) {
    for (const [name, path] of pages) {
      if (only && !name.startsWith(only)) continue;
      await page.goto(base + (lang === "en" ? "/en" : "") + path, { waitUntil: "networkidle" });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots5/${name}-${lang}-${width}.png`, fullPage: width === 390 ? false : false });
    }
  }
  await context.close();
}
await browser.close();
