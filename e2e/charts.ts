// Shared by the data-desk specs: a chart was really drawn (an SVG with a size on screen).
import { expect, type Locator } from "@playwright/test";

export async function expectDrawnChart(chart: Locator): Promise<void> {
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height ?? 0).toBeGreaterThan(50);
}
