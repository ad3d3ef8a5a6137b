import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { SearchToggle } from "./SearchToggle";

describe("SearchToggle", () => {
  it("shows the input and a close button on click, and hides them on close", async () => {
    const user = userEvent.setup();
    renderWithPortal(<SearchToggle />, { lang: "en" });
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Search" }));
    const input = screen.getByRole("searchbox", { name: "Search the news" });
    expect(input).toHaveFocus();
    expect(input.closest("form")).toHaveAttribute("action", "/en/msearch");
    expect(input).toHaveAttribute("name", "query");
    await user.click(screen.getByRole("button", { name: "Close search" }));
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
  });
});
