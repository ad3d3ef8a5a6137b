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

  it("draws the portal's own icons, never emoji characters a device may lack a font for", () => {
    const kinds = ["like", "love", "haha", "wow", "sad", "angry"].map((code, index) => ({ id: index + 1, code, emoji: "🙂", name: code, count: 0 }));
    const { container } = renderWithPortal(<ReactionBar articleId={8} initial={kinds} />);
    expect(container.querySelectorAll("svg.reactions__icon")).toHaveLength(6);
    expect(container.textContent).not.toContain("🙂");
  });

  it("keeps the emoji of a kind the portal has no icon for", () => {
    const { container } = renderWithPortal(<ReactionBar articleId={9} initial={[{ id: 1, code: "party", emoji: "🎉", name: "Party", count: 2 }]} />);
    expect(container.querySelector("svg.reactions__icon")).toBeNull();
    expect(container.querySelector(".reactions__emoji")?.textContent).toBe("🎉");
  });
});
