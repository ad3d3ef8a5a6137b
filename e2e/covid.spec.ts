// Covid counters and charts from the reference data (JHU CSSE, final figures 2023-03-09).
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expectDrawnChart } from "./charts";

test("the counters match the reference data", async ({ page }) => {
  const response = await page.goto("/en/covid");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("covid-total")).toContainText("1,007,900");
  await expect(page.getByTestId("covid-deaths")).toContainText("2,136");
  await expect(page.getByTestId("covid-new")).toContainText("0");
  await expect(page.getByTestId("covid-recovered")).toContainText("Not reported since 2021-08-04");
  await expect(page.locator(".covid-updated")).toContainText("2023-03-09");
  await expect(page.locator(".covid-source")).toContainText("Johns Hopkins");
  await expectNoSeriousA11yViolations(page);
});

test("the Mongolian counters", async ({ page }) => {
  await page.goto("/covid");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Монгол дахь КОВИД-19");
  await expect(page.getByTestId("covid-total")).toContainText("1,007,900");
  // Mongolian dates as CLDR mn writes them.
  await expect(page.getByTestId("covid-recovered")).toContainText("2021 оны 8-р сарын 4");
  await expect(page.locator(".covid-updated")).toContainText("2023 оны 3-р сарын 9");
  await expectNoSeriousA11yViolations(page);
});

for (const [base, last, first] of [["", "2023 оны 3-р сарын 9", "2020 оны 1-р сарын 22"], ["/en", "2023-03-09", "2020-01-22"]] as const) {
  test(`the charts draw the daily series with period buttons (${base || "/mn"})`, async ({ page }) => {
    await page.goto(`${base}/covid-charts`);
    await expectDrawnChart(page.getByTestId("line-chart"));
    const summary = page.getByTestId("chart-summary");
    await expect(summary).toContainText(last);
    // The last year holds the source's correction of 2022-05-22 (-1,417 new cases): it is explained.
    const note = page.getByTestId("chart-corrections-note");
    await expect(note).toBeVisible();
    const periods = page.getByRole("group").nth(1).getByRole("button");
    await periods.last().click();
    await expect(summary).toContainText(first);
    await page.getByRole("group").first().getByRole("button").nth(1).click();
    await expect(summary).toContainText("1,007,900");
    await expect(note).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
