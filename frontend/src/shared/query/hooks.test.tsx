import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "./QueryClient";
import { QueryClientProvider, useInfiniteQuery, useMutation, useQuery } from "./hooks";

afterEach(cleanup);

function wrap(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function Reader({ queryFn, enabled = true }: { queryFn: () => Promise<string>; enabled?: boolean }) {
  const query = useQuery<string>({ queryKey: ["/api/x"], queryFn, enabled });
  return <p>{query.isPending ? (query.isLoading ? "loading" : "waiting") : query.isError ? "failed" : query.data}</p>;
}

describe("useQuery", () => {
  it("shows embedded data at once without fetching", () => {
    const client = new QueryClient({ staleTime: 60_000 });
    client.setQueryData(["/api/x"], "embedded");
    const queryFn = vi.fn(() => Promise.resolve("fetched"));
    render(<Reader queryFn={queryFn} />, { wrapper: wrap(client) });
    expect(screen.getByText("embedded")).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("waits while disabled, then fetches, and refetches when invalidated", async () => {
    const client = new QueryClient({ staleTime: 60_000 });
    let answer = "first";
    const queryFn = vi.fn(() => Promise.resolve(answer));
    const { rerender } = render(<Reader queryFn={queryFn} enabled={false} />, { wrapper: wrap(client) });
    expect(screen.getByText("waiting")).toBeInTheDocument();
    rerender(<Reader queryFn={queryFn} enabled />);
    expect(await screen.findByText("first")).toBeInTheDocument();
    answer = "second";
    await act(() => client.invalidateQueries({ queryKey: ["/api/x"] }));
    expect(await screen.findByText("second")).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it("shows a failure without retrying forever", async () => {
    const client = new QueryClient({ retry: 0 });
    const queryFn = vi.fn(() => Promise.reject(new Error("down")));
    render(<Reader queryFn={queryFn} />, { wrapper: wrap(client) });
    expect(await screen.findByText("failed")).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe("useInfiniteQuery", () => {
  function Pages({ queryFn }: { queryFn: (context: { pageParam: number }) => Promise<number[]> }) {
    const list = useInfiniteQuery<number[], Error, number[], number>({
      queryKey: ["numbers"],
      initialPageParam: 0,
      queryFn,
      getNextPageParam: (page) => (page.length === 2 ? (page.at(-1) ?? 0) + 1 : null),
      select: (data) => data.pages.flat(),
    });
    return (
      <>
        <p>{list.data?.join(",") ?? "none"}</p>
        {list.hasNextPage && <button onClick={() => void list.fetchNextPage()}>more</button>}
      </>
    );
  }

  it("appends pages by cursor until a short page", async () => {
    const queryFn = vi.fn(({ pageParam }: { pageParam: number }) =>
      Promise.resolve(pageParam < 4 ? [pageParam, pageParam + 1] : [pageParam]),
    );
    render(<Pages queryFn={queryFn} />, { wrapper: wrap(new QueryClient()) });
    expect(await screen.findByText("0,1")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "more" }).click());
    expect(await screen.findByText("0,1,2,3")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "more" }).click());
    expect(await screen.findByText("0,1,2,3,4")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "more" })).toBeNull();
    expect(queryFn.mock.calls.map(([context]) => context.pageParam)).toEqual([0, 2, 4]);
  });
});

describe("useMutation", () => {
  function Voter({ send }: { send: (n: number) => Promise<string> }) {
    const [done, setDone] = useState("");
    const vote = useMutation<string, Error, number>({ mutationFn: send });
    return (
      <>
        <p>{vote.isPending ? `sending ${vote.variables}` : vote.isError ? vote.error.message : vote.data ?? "idle"}</p>
        <p>{done}</p>
        <button onClick={() => vote.mutate(7, { onSuccess: (answer) => setDone(`done ${answer}`) })}>vote</button>
      </>
    );
  }

  it("exposes the variables while pending, then the answer, and calls back", async () => {
    let resolve: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    render(<Voter send={send} />, { wrapper: wrap(new QueryClient()) });
    act(() => screen.getByRole("button", { name: "vote" }).click());
    expect(screen.getByText("sending 7")).toBeInTheDocument();
    act(() => resolve("ok"));
    expect(await screen.findByText("ok")).toBeInTheDocument();
    expect(screen.getByText("done ok")).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(7);
  });

  it("keeps the error of a failed write", async () => {
    render(<Voter send={() => Promise.reject(new Error("refused"))} />, { wrapper: wrap(new QueryClient()) });
    act(() => screen.getByRole("button", { name: "vote" }).click());
    await waitFor(() => expect(screen.getByText("refused")).toBeInTheDocument());
  });
});
