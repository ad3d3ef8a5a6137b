import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import type { CovidChartResponse } from "../model/types";
import { CovidChart } from "./CovidChart";

const DAYS = 40;
/** Forty days of new cases; the source corrected its earlier counts on the sixth (-1,417). */
const NEW_CASES = Array.from({ length: DAYS }, (_, i) => (i === 5 ? -1417 : 10 + i));

const DATA: CovidChartResponse = {
  start: "2022-05-17",
  end: "2022-06-25",
  series: {
    date: Array.from({ length: DAYS }, (_, i) => new Date(Date.UTC(2022, 4, 17 + i)).toISOString().slice(0, 10)),
    new_cases: NEW_CASES,
    total_cases: NEW_CASES.map((_, i) => 900000 + i * 10),
    new_deaths: NEW_CASES.map(() => 0),
    total_deaths: NEW_CASES.map(() => 2136),
    total_recovered: NEW_CASES.map(() => null),
  },
  source: "JHU CSSE",
  licence: "CC BY 4.0",
};

const NOTE_EN = "Negative values are the source's corrections of earlier counts.";

describe("CovidChart", () => {
  afterEach(cleanup);

  it("notes under the chart that negative days are the source's corrections", () => {
    renderWithPortal(<CovidChart data={DATA} />, { lang: "en" });
    expect(screen.getByTestId("chart-corrections-note")).toHaveTextContent(NOTE_EN);
  });

  it("says it in Mongolian too", () => {
    renderWithPortal(<CovidChart data={DATA} />, { lang: "mn" });
    expect(screen.getByTestId("chart-corrections-note")).toHaveTextContent("Сөрөг утга нь эх сурвалжийн өмнөх тоонд хийсэн залруулга юм.");
  });

  it("says nothing when the shown series has no negative day", async () => {
    const user = userEvent.setup();
    renderWithPortal(<CovidChart data={DATA} />, { lang: "en" });
    await user.click(screen.getByRole("button", { name: "30 days" }));
    expect(screen.queryByTestId("chart-corrections-note")).toBeNull();
    await user.click(screen.getByRole("button", { name: "All" }));
    expect(screen.getByTestId("chart-corrections-note")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Total cases" }));
    expect(screen.queryByTestId("chart-corrections-note")).toBeNull();
  });

  it("keeps the corrected figure as the source gives it", () => {
    const recent = { ...DATA, series: { ...DATA.series, new_cases: NEW_CASES.map((value, i) => (i === DAYS - 1 ? -1417 : value)) } };
    renderWithPortal(<CovidChart data={recent} />, { lang: "en" });
    expect(screen.getByRole("row", { name: /2022-06-25/ })).toHaveTextContent("-1,417");
    expect(screen.getByTestId("chart-corrections-note")).toBeInTheDocument();
  });
});
