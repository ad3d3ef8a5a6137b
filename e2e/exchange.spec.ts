// Exchange rates (sample data in the demo, labelled so), the converter, the chart, and the weather widget.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expectDrawnChart } from "./charts";

for (const base of ["", "/en"]) {
  test(`today's rates with their change and the sample label (${base || "/mn"})`, async ({ page }) => {
    const response = await page.goto(`${base}/exchange`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("rate-USD")).toContainText("₮");
    await expect(page.getByTestId("rate-USD").locator(".rates-change")).toHaveText(/[▲▼–]/);
    await expect(page.getByTestId("sample-notice")).toBeVisible();
    // The day as each edition writes it: ISO in English, CLDR mn in Mongolian ("2024 оны 7-р сарын 1").
    await expect(page.getByTestId("exchange-asof")).toContainText(base ? /\d{4}-\d{2}-\d{2}/ : /\d{4} оны \d{1,2}-р сарын \d{1,2}/);
    // Demo figures are never called official, and the source is named in the edition's language.
    await expect(page.getByTestId("exchange-asof")).toContainText(base ? "Sample rates" : "жишээ ханш");
    await expect(page.locator(".exchange-source")).toContainText(base ? "Sample (demo data)" : "Жишээ (демо өгөгдөл)");
    // A change shown as "unchanged" has no signed figure beside it (the yen's −0.02% used to).
    for (const same of await page.locator(".rates-change--same").allTextContents()) expect(same).not.toMatch(/[+−]/);
    await expectNoSeriousA11yViolations(page);
  });
}

test("the converter turns dollars into tugrik and back with the page's rate", async ({ page }) => {
  await page.goto("/en/exchange");
  const rateText = (await page.getByTestId("rate-USD").locator(".rates-table__rate").textContent()) ?? "";
  const rate = Number(rateText.replace(/[^\d.]/g, ""));
  expect(rate).toBeGreaterThan(1000);
  await page.getByTestId("converter-currency").selectOption("USD");
  await page.getByTestId("converter-amount").fill("100");
  // Typed perhaps before the page is live: the field's value reaches the app once it is (src/boot.ts).
  const mntValue = async () => Number((await page.getByTestId("converter-mnt").inputValue()).replace(/,/g, ""));
  await expect.poll(async () => Math.abs((await mntValue()) - rate * 100)).toBeLessThan(1); // the rate to the cent
  await page.getByTestId("converter-mnt").fill("1000000");
  const dollars = Number((await page.getByTestId("converter-amount").inputValue()).replace(/,/g, ""));
  expect(dollars).toBeCloseTo(1_000_000 / rate, 0);
  await page.getByTestId("converter-amount").fill("abc");
  await expect(page.locator(".converter__note")).toContainText("Enter an amount");
});

for (const base of ["", "/en"]) {
  test(`the chart draws a currency over a chosen period (${base || "/mn"})`, async ({ page }) => {
    await page.goto(`${base}/exchange-chart`);
    await expectDrawnChart(page.getByTestId("line-chart"));
    await page.getByRole("button", { name: "EUR", exact: true }).click();
    await expect(page.getByTestId("chart-summary")).toContainText("EUR");
    await page.getByRole("group").nth(1).getByRole("button").last().click();
    await expect(page.getByRole("group").nth(1).getByRole("button").last()).toHaveAttribute("aria-pressed", "true");
    await expectDrawnChart(page.getByTestId("line-chart"));
    await expectNoSeriousA11yViolations(page);
  });
}

for (const [base, short, full] of [
  ["", /Хадгалсан ханш зөвхөн \d+ хоногийг/, /Графикт хадгалсан \d+ хоногийн ханш/],
  ["/en", /The stored rates cover only \d+ days?/, /The chart shows \d+ days? of stored rates/],
] as const) {
  test(`the chart says how many days its rates cover when a period is longer (${base || "/mn"})`, async ({ page, request }) => {
    const stored = await (await request.get("/api/cache/exchange-chart?currency=USD&days=365&lang=en")).json();
    await page.goto(`${base}/exchange-chart`);
    const note = page.getByTestId("chart-coverage");
    await expect(note).toHaveText(full); // the 30 days asked for are there
    const periods = page.getByRole("group").nth(1).getByRole("button");
    await periods.last().click(); // 365 days
    await expect(periods.last()).toHaveAttribute("aria-pressed", "true");
    // The demo stores fewer days than a year: the chart shows them and says so.
    expect(stored.series.length).toBeLessThan(365);
    await expect(note).toHaveText(short);
    await expect(note).toContainText(base ? stored.series[0].date : /\d{4} оны \d{1,2}-р сарын \d{1,2}/);
  });
}

test("the weather widget shows recent readings, or nothing at all", async ({ page, request }) => {
  const weather = await (await request.get("/api/cache/weather?lang=en")).json();
  await page.goto("/en/covid");
  const widget = page.getByTestId("weather-widget");
  if (weather.cities.length === 0) {
    await page.waitForTimeout(1500);
    await expect(widget).toHaveCount(0);
    return;
  }
  await expect(widget).toContainText("Ulaanbaatar");
  if ((weather.cities as { is_sample: boolean }[]).some((city) => city.is_sample)) {
    // The demo's figures: said to be samples, with no reading time and no source named.
    await expect(widget).toContainText("Sample figures for the demo, not a real reading.");
    await expect(widget).not.toContainText(/Reading at|Open-Meteo/);
  } else {
    await expect(widget).toContainText(/Reading at \d{2}:\d{2}/);
  }
});
