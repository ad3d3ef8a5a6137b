import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { YearLinks } from "./YearLinks";

const toim = (year: number) => `/toim/${year}`;

describe("YearLinks", () => {
  it("links only the years it is given, the shown one marked as the page", () => {
    const { container } = renderWithPortal(<YearLinks years={[2026, 2024]} current={2026} pathFor={toim} label="Years" />);
    const nav = within(container).getByRole("navigation", { name: "Years" });
    const links = [...nav.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("aria-current")]);
    expect(links).toEqual([
      ["2026", "/toim/2026", "page"],
      ["2024", "/toim/2024", null],
    ]);
  });

  it("says nothing when there is no other year to go to", () => {
    const onlyThisYear = renderWithPortal(<YearLinks years={[2026]} current={2026} pathFor={toim} label="Years" />);
    expect(within(onlyThisYear.container).queryByRole("navigation")).toBeNull();
    const none = renderWithPortal(<YearLinks years={[]} current={2025} pathFor={toim} label="Years" />);
    expect(within(none.container).queryByRole("navigation")).toBeNull();
  });

  it("still offers the years with content from a year without any", () => {
    const { container } = renderWithPortal(<YearLinks years={[2026]} current={2025} pathFor={toim} label="Years" />);
    expect(within(container).getByRole("link", { name: "2026" })).toHaveAttribute("href", "/toim/2026");
  });
});
