-- A reader's visit as the browser makes it: the (cached) article page, then its view post, each
-- visit from a reader of its own (X-Forwarded-For; the bench server trusts it). BENCH_LID names the
-- article; the referrer host cycles through search, social and none.
local counter = 0
local lid = os.getenv("BENCH_LID")
local refs = { "www.google.com", "m.facebook.com", "" }

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
end

function init(args)
  n = 0
end

function request()
  n = n + 1
  local reader = string.format("10.%d.%d.%d", 100 + id, math.floor(n / 500) % 250, math.floor(n / 2) % 250 + 1)
  local headers = { ["X-Forwarded-For"] = reader, ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 bench" }
  if n % 2 == 1 then
    return wrk.format("GET", "/" .. lid .. "/r", headers)
  end
  headers["Content-Type"] = "application/x-www-form-urlencoded"
  return wrk.format("POST", "/api/news/view", headers, "newsid=" .. lid .. "&ref=" .. refs[(n / 2) % 3 + 1])
end
