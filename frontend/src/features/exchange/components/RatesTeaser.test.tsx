import { within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import type { Rate, RatesResponse } from "../model/types";
import { RatesTeaser } from "./RatesTeaser";

function rate(code: string, value: number): Rate {
  return {
    code,
    name: code,
    name_mn: code,
    name_en: code,
    unit: 1,
    rate: value,
    date: "2024-06-14",
    previous_rate: null,
    previous_date: null,
    change: null,
    change_percent: null,
    is_sample: false,
    source: "mongolbank",
    source_name: "Mongolbank",
  };
}

function answerWith(rates: Rate[]) {
  const body: RatesResponse = { date: "2024-06-14", as_of: "2024-06-14", is_sample: false, rates };
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body))));
}

afterEach(() => vi.unstubAllGlobals());

describe("RatesTeaser", () => {
  it("shows its frame and the empty box of its rows while the rates are read", () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => undefined)));
    const { container } = renderWithPortal(<RatesTeaser />);
    expect(container.querySelector(".rates-teaser__rows")).toBeEmptyDOMElement();
    expect(within(container).getByRole("link", { name: "All exchange rates" })).toBeInTheDocument();
  });

  it("shows the main currencies in their order once read", async () => {
    answerWith([rate("RUB", 38.5), rate("USD", 3400), rate("JPY", 22), rate("EUR", 3700)]);
    const view = within(renderWithPortal(<RatesTeaser />).container);
    const codes = await view.findAllByRole("term");
    expect(codes.map((node) => node.textContent)).toEqual(["USD", "EUR", "RUB"]);
  });

  it("says so in the box when no rate is stored", async () => {
    answerWith([]);
    const view = within(renderWithPortal(<RatesTeaser />).container);
    expect(await view.findByText("No exchange rates are stored yet.")).toBeInTheDocument();
    expect(view.queryByRole("term")).toBeNull();
  });
});
