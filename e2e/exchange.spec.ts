// Exchange rates (sample data in the demo, labelled so), the converter, the chart, and the weather widget.
import { expect, test, type Page } from "@playwright/test";
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
});

for (const [base, digits, negative] of [
  ["", "цифрээр", "хасах тэмдэгтэй"],
  ["/en", "in digits", "cannot be negative"],
] as const) {
  test(`the converter says what is wrong with "abc" and "-5" in the reader's language (${base || "/mn"})`, async ({ page }) => {
    await page.goto(`${base}/exchange`);
    const amount = page.getByTestId("converter-amount");
    const error = page.getByTestId("converter-error");
    await amount.fill("abc");
    await expect(error).toBeVisible();
    await expect(error).toContainText(digits);
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await page.getByTestId("converter-mnt").fill("-5");
    await expect(error).toContainText(negative);
    await page.getByTestId("converter-mnt").fill("5");
    await expect(error).toBeHidden();
  });
}

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

// The points the line chart draws: one path command a day.
const drawnPoints = async (page: Page) =>
  ((await page.getByTestId("line-chart").locator("path").last().getAttribute("d")) ?? "").match(/[ML]/g)?.length ?? 0;

for (const [base, full] of [
  ["", /Графикт хадгалсан \d+ хоногийн ханш/],
  ["/en", /The chart shows \d+ days? of stored rates/],
] as const) {
  test(`every period button draws its own period, and only periods with rates are offered (${base || "/mn"})`, async ({ page, request }) => {
    const read = async (days: number) => (await request.get(`/api/cache/exchange-chart?currency=USD&days=${days}&lang=en`)).json();
    const { periods } = (await read(30)) as { periods: number[] };
    await page.goto(`${base}/exchange-chart`);
    const buttons = page.getByRole("group").nth(1).getByRole("button");
    await expect(buttons).toHaveCount(periods.length);
    const drawn: number[] = [];
    for (const [index, days] of periods.entries()) {
      await buttons.nth(index).click();
      await expect(buttons.nth(index)).toHaveAttribute("aria-pressed", "true");
      const stored = await read(days);
      // The chart shows the period's own days: as many points as the read has, from its first day.
      await expect.poll(() => drawnPoints(page)).toBe(stored.series.length);
      await expect(page.getByTestId("chart-coverage")).toHaveText(stored.series.length < days ? /./ : full);
      if (base) await expect(page.getByTestId("chart-summary")).toContainText(stored.series[0].date);
      drawn.push(stored.series.length);
    }
    expect(new Set(drawn).size).toBe(drawn.length); // no two buttons draw the same days
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
