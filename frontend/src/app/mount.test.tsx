import { useEffect } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { mount } from "./mount";

/** One paragraph that says when React has committed it (its effect runs after the commit). */
function Served({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return <p>served</p>;
}

describe("mount", () => {
  it("keeps the server's nodes when hydrating", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Served onDone={() => undefined} />);
    const served = root.firstChild;
    await new Promise<void>((resolve) => mount(root, <Served onDone={resolve} />));
    expect(root.firstChild).toBe(served);
  });

  it("renders the app itself into an empty root (server rendering failed)", async () => {
    const root = document.createElement("div");
    await new Promise<void>((resolve) => mount(root, <Served onDone={resolve} />));
    expect(root.textContent).toBe("served");
  });
});
