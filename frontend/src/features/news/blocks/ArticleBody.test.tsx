import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { ArticleBody } from "./ArticleBody";
import { knownBlocks } from "./blockComponents";
import { isSafeEmbedSource } from "./EmbedBlock";
import { tableCaption } from "./tableCaption";

const context = { articleUrl: "https://example.mn/abc12/r", onShare: () => undefined };

describe("the block map", () => {
  it("keeps known blocks and reports unknown ones", () => {
    const unknown: string[] = [];
    const blocks = [{ type: "paragraph", html: "a" }, { type: "poll", id: 3 }, { type: "quote", text: "q" }];
    expect(knownBlocks(blocks, (type) => unknown.push(type)).map((block) => block.type)).toEqual(["paragraph", "quote"]);
    expect(unknown).toEqual(["poll"]);
  });

  it("renders each block type and skips (and logs) unknown types", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWithPortal(
      <ArticleBody
        context={context}
        inline={{ afterParagraph: 1, node: <aside data-testid="inline-slot" /> }}
        blocks={[
          { type: "paragraph", html: "First <strong>bold</strong>" },
          { type: "heading", level: 2, text: "A subheading" },
          { type: "mystery", payload: 1 } as { type: string },
          { type: "table", html: "<table><caption>Prices</caption><tr><td>1</td></tr></table>" },
          { type: "quote", text: "To be quoted" },
          { type: "list", ordered: true, items: ["one", "two"] },
          { type: "image", src: "/m/a.jpg", alt: "A river", caption: "The river" },
          { type: "embed", src: "http://insecure.example/video", title: "Insecure" },
        ]}
      />,
    );
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getByRole("heading", { level: 2, name: "A subheading" })).toBeInTheDocument();
    const table = screen.getByRole("region", { name: /Prices/ });
    expect(table).toHaveAttribute("tabindex", "0");
    expect(screen.getByText("To be quoted").closest("blockquote")).not.toBeNull();
    const share = screen.getByRole("link", { name: /^X/ });
    expect(new URL(share.getAttribute("href")!).searchParams.get("text")).toBe("To be quoted");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("button", { name: /A river/ })).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByTitle("Insecure")).toBeNull();
    expect(screen.getByTestId("inline-slot").previousElementSibling?.textContent).toBe("First bold");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("mystery"));
    warn.mockRestore();
  });

  it("frames only https embeds and names tables by their caption", () => {
    expect(isSafeEmbedSource("https://www.youtube.com/embed/x")).toBe(true);
    expect(isSafeEmbedSource("http://example.com")).toBe(false);
    expect(isSafeEmbedSource("javascript:alert(1)")).toBe(false);
    expect(tableCaption("<table><caption>Үнэ &amp; ханш</caption></table>")).toBe("Үнэ & ханш");
    expect(tableCaption("<table></table>")).toBe("");
  });
});
