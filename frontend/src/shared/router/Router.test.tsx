import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Switch } from "wouter";
import { BrowserRouter, Link, StaticRouter, useLocation, useParams, useSearchParams } from "./Router";

function Article() {
  const { newsid } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>article {newsid}</h1>
      <p>party {params.get("party") ?? "none"}</p>
      <button onClick={() => setParams(new URLSearchParams({ party: "3" }), { replace: true, preventScrollReset: true })}>pick</button>
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function Screens() {
  return (
    <main>
      <Switch>
        <Route path="/">
          <h1>home page</h1>
        </Route>
        <Route path="/:newsid/r">
          <Article />
        </Route>
      </Switch>
    </main>
  );
}

function App({ basename, prepare }: { basename?: string; prepare?: (pathname: string) => Promise<unknown> }) {
  return (
    <BrowserRouter basename={basename} prepare={prepare}>
      <Where />
      <Link to="/12/r">open 12</Link>
      <Link to="/">home</Link>
      <Link to="/12/r" target="_blank">open 12 in a new tab</Link>
      <Screens />
    </BrowserRouter>
  );
}

beforeEach(() => {
  window.history.replaceState(null, "", "/en/");
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("BrowserRouter", () => {
  it("links carry the basename and change the screen without a page load", async () => {
    render(<App basename="/en" />);
    expect(screen.getByRole("heading")).toHaveTextContent("home page");
    const link = screen.getByRole("link", { name: "open 12" });
    expect(link).toHaveAttribute("href", "/en/12/r");
    const before = window.history.length;
    await act(async () => void fireEvent.click(link));
    expect(screen.getByRole("heading")).toHaveTextContent("article 12");
    expect(window.location.pathname).toBe("/en/12/r");
    expect(screen.getByText("at /12/r")).toBeInTheDocument();
    expect(window.history.length).toBe(before + 1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    // The same link again adds no history entry.
    await act(async () => void fireEvent.click(screen.getByRole("link", { name: "open 12" })));
    expect(window.history.length).toBe(before + 1);
  });

  it("keeps the current screen up until the next one is prepared, and shows only the last of quick navigations", async () => {
    const pending: Array<{ pathname: string; done: () => void }> = [];
    const prepare = (pathname: string) => new Promise<void>((done) => pending.push({ pathname, done }));
    render(<App basename="/en" prepare={prepare} />);
    await act(async () => void fireEvent.click(screen.getByRole("link", { name: "open 12" })));
    expect(window.location.pathname).toBe("/en/12/r");
    expect(screen.getByRole("heading")).toHaveTextContent("home page");
    expect(window.scrollTo).not.toHaveBeenCalled(); // the reader still reads the page shown
    expect(pending.map((step) => step.pathname)).toEqual(["/en/12/r"]);
    // Back to the screen still shown: nothing to prepare, and the later navigation wins.
    await act(async () => void fireEvent.click(screen.getByRole("link", { name: "home" })));
    expect(screen.getByText("at /")).toBeInTheDocument();
    await act(async () => pending[0]!.done());
    expect(screen.getByRole("heading")).toHaveTextContent("home page");
    expect(screen.getByText("at /")).toBeInTheDocument();
    await act(async () => void fireEvent.click(screen.getByRole("link", { name: "open 12" })));
    await act(async () => pending[1]!.done());
    expect(screen.getByRole("heading")).toHaveTextContent("article 12");
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    // Parameters on the same screen need no preparing.
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "pick" })));
    expect(screen.getByText("party 3")).toBeInTheDocument();
    expect(pending).toHaveLength(2);
  });

  it("leaves modified clicks and links to another tab to the browser", async () => {
    render(<App basename="/en" />);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => void screen.getByRole("link", { name: "open 12" }).dispatchEvent(click));
    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true });
    await act(async () => void screen.getByRole("link", { name: "open 12 in a new tab" }).dispatchEvent(newTab));
    expect(click.defaultPrevented).toBe(false);
    expect(newTab.defaultPrevented).toBe(false);
    expect(screen.getByRole("heading")).toHaveTextContent("home page");
  });

  it("follows Back and Forward without scrolling, and sets query parameters in place", async () => {
    render(<App basename="/en" />);
    await act(async () => void fireEvent.click(screen.getByRole("link", { name: "open 12" })));
    vi.mocked(window.scrollTo).mockClear();
    const before = window.history.length;
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "pick" })));
    expect(screen.getByText("party 3")).toBeInTheDocument();
    expect(screen.getByText("at /12/r?party=3")).toBeInTheDocument();
    expect(window.location.search).toBe("?party=3");
    expect(window.history.length).toBe(before); // replaced
    expect(window.scrollTo).not.toHaveBeenCalled();

    await act(async () => {
      window.history.replaceState(null, "", "/en/");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByRole("heading")).toHaveTextContent("home page");
    expect(window.scrollTo).not.toHaveBeenCalled(); // the browser restores the position
  });

  it("decodes parameters and matches static segments whatever their case", async () => {
    window.history.replaceState(null, "", "/en/%D0%B0%2F1/R/");
    render(<App basename="/en" />);
    expect(screen.getByRole("heading")).toHaveTextContent("article а/1");
  });
});

describe("StaticRouter", () => {
  it("renders the screen of a fixed URL under a basename, on the server", () => {
    const html = renderToString(
      <StaticRouter basename="/en" location="/en/7/r?party=2">
        <Where />
        <Link to="/">home</Link>
        <Screens />
      </StaticRouter>,
    );
    expect(html).toContain("article 7");
    expect(html).toContain("party 2");
    expect(html).toContain("at /7/r?party=2");
    expect(html).toContain('href="/en/"');
  });
});
