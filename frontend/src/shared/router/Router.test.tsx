import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BrowserRouter, Link, StaticRouter, useLocation, useSearchParams } from "./Router";
import { matchRoutes } from "./matchPath";
import { Outlet, Route, Routes, rankedRoutes, useParams } from "./Routes";

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

function App({ basename, prepare }: { basename?: string; prepare?: (pathname: string) => Promise<unknown> }) {
  return (
    <BrowserRouter basename={basename} prepare={prepare}>
      <Where />
      <Link to="/12/r">open 12</Link>
      <Link to="/">home</Link>
      <Routes>
        <Route element={<main><Outlet /></main>}>
          <Route index element={<h1>home page</h1>} />
          <Route path=":newsid/r" element={<Article />} />
        </Route>
      </Routes>
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
  it("links carry the basename and change the screen without a page load", () => {
    render(<App basename="/en" />);
    expect(screen.getByRole("heading")).toHaveTextContent("home page");
    const link = screen.getByRole("link", { name: "open 12" });
    expect(link).toHaveAttribute("href", "/en/12/r");
    const before = window.history.length;
    act(() => void fireEvent.click(link));
    expect(screen.getByRole("heading")).toHaveTextContent("article 12");
    expect(window.location.pathname).toBe("/en/12/r");
    expect(screen.getByText("at /12/r")).toBeInTheDocument();
    expect(window.history.length).toBe(before + 1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    // The same link again adds no history entry.
    act(() => void fireEvent.click(screen.getByRole("link", { name: "open 12" })));
    expect(window.history.length).toBe(before + 1);
  });

  it("keeps the current screen up until the next one is prepared, and shows only the last of quick navigations", async () => {
    const pending: Array<{ pathname: string; done: () => void }> = [];
    const prepare = (pathname: string) => new Promise<void>((done) => pending.push({ pathname, done }));
    render(<App basename="/en" prepare={prepare} />);
    act(() => void fireEvent.click(screen.getByRole("link", { name: "open 12" })));
    expect(window.location.pathname).toBe("/en/12/r");
    expect(screen.getByRole("heading")).toHaveTextContent("home page");
    expect(pending.map((step) => step.pathname)).toEqual(["/en/12/r"]);
    // Back to the screen still shown: nothing to prepare, and the later navigation wins.
    act(() => void fireEvent.click(screen.getByRole("link", { name: "home" })));
    expect(screen.getByText("at /")).toBeInTheDocument();
    await act(async () => pending[0]!.done());
    expect(screen.getByRole("heading")).toHaveTextContent("home page");
    expect(screen.getByText("at /")).toBeInTheDocument();
    act(() => void fireEvent.click(screen.getByRole("link", { name: "open 12" })));
    await act(async () => pending[1]!.done());
    expect(screen.getByRole("heading")).toHaveTextContent("article 12");
    // Parameters on the same screen need no preparing.
    act(() => void fireEvent.click(screen.getByRole("button", { name: "pick" })));
    expect(screen.getByText("party 3")).toBeInTheDocument();
    expect(pending).toHaveLength(2);
  });

  it("leaves modified clicks (new tab) to the browser", () => {
    render(<App basename="/en" />);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void screen.getByRole("link", { name: "open 12" }).dispatchEvent(click));
    expect(screen.getByRole("heading")).toHaveTextContent("home page");
  });

  it("follows Back and Forward, and sets query parameters in place without scrolling", () => {
    render(<App basename="/en" />);
    act(() => void fireEvent.click(screen.getByRole("link", { name: "open 12" })));
    vi.mocked(window.scrollTo).mockClear();
    act(() => void fireEvent.click(screen.getByRole("button", { name: "pick" })));
    expect(screen.getByText("party 3")).toBeInTheDocument();
    expect(window.location.search).toBe("?party=3");
    expect(window.scrollTo).not.toHaveBeenCalled();

    act(() => {
      window.history.replaceState(null, "", "/en/");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByRole("heading")).toHaveTextContent("home page");
  });
});

describe("rankedRoutes", () => {
  it("ranks a table once and hands the same branches to every reader of it", () => {
    const table = (
      <Route element={<Outlet />}>
        <Route path=":id/r" element={<p>article</p>} />
        <Route path="megaprojects/:projectid?/:contid?" element={<p>mega</p>} />
        <Route path="horoscope/*" element={<p>horoscope</p>} />
      </Route>
    );
    const branches = rankedRoutes(table);
    expect(rankedRoutes(table)).toBe(branches);
    expect(matchRoutes(branches, "/megaprojects/4")?.at(-1)?.params).toEqual({ projectid: "4" });
    expect(matchRoutes(branches, "/9xMUd0SW/r")?.at(-1)?.params).toEqual({ id: "9xMUd0SW" });
    expect(matchRoutes(branches, "/horoscope/eastern/rat")?.at(-1)?.params).toEqual({ "*": "eastern/rat" });
    // Another table (a new element) is ranked for itself.
    expect(rankedRoutes(<Route path="x" element={<p>x</p>} />)).not.toBe(branches);
  });
});

describe("StaticRouter", () => {
  it("renders the screen of a fixed URL under a basename", () => {
    render(
      <StaticRouter basename="/en" location="/en/7/r?party=2">
        <Routes>
          <Route path=":newsid/r" element={<Article />} />
        </Routes>
      </StaticRouter>,
    );
    expect(screen.getByRole("heading")).toHaveTextContent("article 7");
    expect(screen.getByText("party 2")).toBeInTheDocument();
  });
});
