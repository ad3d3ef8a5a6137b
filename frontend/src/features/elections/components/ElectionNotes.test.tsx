import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { ElectionNotes } from "./ElectionNotes";

describe("ElectionNotes", () => {
  afterEach(cleanup);

  it("shows the notes and sources in the page's language under their own headings", () => {
    renderWithPortal(
      <ElectionNotes notes={["Нэр дэвшигч тус бүрийн санал алга."]} sources={["Сонгуулийн ерөнхий хороо"]} systemNote="78 суудал тойргоос." />,
      { lang: "mn" },
    );
    expect(screen.getByRole("heading", { name: "Эх сурвалж, тайлбар" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Сонгуулийн тогтолцоо" })).toBeInTheDocument();
    expect(screen.getByText("Нэр дэвшигч тус бүрийн санал алга.")).toBeInTheDocument();
    // Nothing is marked as another language, and nothing says the box is in English.
    expect(document.querySelector("[lang='en']")).toBeNull();
    expect(screen.queryByText(/англиар/)).toBeNull();
  });

  it("leaves out what is empty", () => {
    renderWithPortal(<ElectionNotes notes={[]} sources={["General Election Commission"]} />, { lang: "en" });
    expect(screen.getByRole("heading", { name: "Sources" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Notes" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Electoral system" })).toBeNull();
  });
});
