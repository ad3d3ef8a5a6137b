import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { ReactionBar } from "./ReactionBar";

const KINDS = [
  { id: 1, code: "like", emoji: "👍", name: "Liked", count: 1200 },
  { id: 2, code: "sad", emoji: "😢", name: "Sad", count: 0 },
];

describe("ReactionBar", () => {
  it("names each button by what it shows, the kind and its count (label in name)", () => {
    renderWithPortal(<ReactionBar articleId={7} initial={KINDS} />);
    const liked = screen.getByRole("button", { name: "Liked 1,200" });
    expect(liked).not.toHaveAttribute("aria-label");
    expect(liked).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Sad 0" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("How does this news make you feel?");
  });
});
