import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { ElectionNotes } from "./ElectionNotes";

const NOTE = "Turnout is of registered voters.";
const NOTES = [NOTE];
const SOURCES = ["General Election Commission"];

describe("ElectionNotes", () => {
  afterEach(cleanup);

  it("tells Mongolian readers that the notes are in English, and marks them as English", () => {
    renderWithPortal(<ElectionNotes notes={NOTES} sources={SOURCES} />, { lang: "mn" });
    expect(screen.getByText("Тайлбар болон эх сурвалжийг лавлах өгөгдөлд байгаагаар нь англиар орууллаа.")).toBeInTheDocument();
    expect(screen.getByText(NOTE).closest("[lang]")).toHaveAttribute("lang", "en");
  });

  it("says nothing of the kind in the English edition", () => {
    renderWithPortal(<ElectionNotes notes={NOTES} sources={SOURCES} />, { lang: "en" });
    expect(screen.queryByText(/as the reference data has them/)).toBeNull();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });
});
