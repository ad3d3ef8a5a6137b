-- Readers of one live page polling its update feed as browsers do: each connection sends back the
-- ETag of the last answer it got (If-None-Match), so an unchanged feed is a 304 without a body.
-- At the end it prints how the answers came: 200 or 304, and the front cache's X-Cache-Status.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  etag = nil
  fresh, unchanged, other = 0, 0, 0
  -- Answers that made the front cache go to the app: a miss, an expired copy fetched or revalidated
  -- on the reader's path, or a stale copy served while it fetches a new one in the background.
  origin = 0
end

function request()
  local headers = {}
  if etag then headers["If-None-Match"] = etag end
  return wrk.format("GET", nil, headers)
end

function response(status, headers, body)
  if status == 200 then
    fresh = fresh + 1
    etag = headers["ETag"] or headers["etag"] or etag
  elseif status == 304 then
    unchanged = unchanged + 1
  else
    other = other + 1
  end
  local cache = headers["X-Cache-Status"] or headers["x-cache-status"]
  if cache == "MISS" or cache == "EXPIRED" or cache == "REVALIDATED" or cache == "BYPASS" or cache == "STALE" then
    origin = origin + 1
  end
end

function done(summary, latency, requests)
  local totals = { fresh = 0, unchanged = 0, other = 0, origin = 0 }
  for _, thread in ipairs(threads) do
    for name, _ in pairs(totals) do totals[name] = totals[name] + thread:get(name) end
  end
  io.write(string.format("POLL fresh=%d unchanged=%d other=%d origin=%d\n",
    totals.fresh, totals.unchanged, totals.other, totals.origin))
end
