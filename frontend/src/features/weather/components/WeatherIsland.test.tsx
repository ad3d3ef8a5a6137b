import { screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import type { WeatherCity, WeatherResponse } from "../model/types";
import { WeatherIsland } from "./WeatherIsland";

const capital: WeatherCity = {
  slug: "ulaanbaatar",
  name: "Ulaanbaatar",
  aimag: "",
  is_capital: true,
  temperature: -18,
  apparent: null,
  weather_code: 0,
  description: "Clear sky",
  wind_kmh: 7,
  humidity: null,
  is_day: true,
  is_sample: false,
  observed_at: "2024-06-15T11:00:00+08:00",
  fetched_at: "2024-06-15T11:05:00+08:00",
};

function answerWith(body: WeatherResponse) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body))));
}

afterEach(() => vi.unstubAllGlobals());

describe("WeatherIsland", () => {
  it("holds the widget's box in the server HTML, so nothing below moves when it appears", () => {
    expect(renderToString(<WeatherIsland />)).toContain('class="weather-placeholder"');
  });

  it("puts the reading in place of the box once loaded", async () => {
    answerWith({ cities: [capital], updated: capital.observed_at, source: "Open-Meteo" });
    const { container } = renderWithPortal(<WeatherIsland />);
    expect(container.querySelector(".weather-placeholder")).not.toBeNull();
    expect(await screen.findByTestId("weather-widget")).toHaveTextContent("Ulaanbaatar");
    expect(container.querySelector(".weather-placeholder")).toBeNull();
  });

  it("gives the box back when there is no recent reading", async () => {
    answerWith({ cities: [], updated: null, source: "" });
    const { container } = renderWithPortal(<WeatherIsland />);
    await waitFor(() => expect(container.querySelector(".weather-placeholder")).toBeNull(), { timeout: 3000 });
    expect(container).toBeEmptyDOMElement();
  });
});
