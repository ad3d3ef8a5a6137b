-- View posts only, as fast as the server answers, each from a reader of its own (X-Forwarded-For; the
-- bench server trusts it), until BENCH_VIEWS views have been answered; then the thread stops.
-- wrk stops a run at its duration with requests still in flight, which the server may yet count; so
-- each thread sends exactly its share of views and, while its last ones are answered, fills its other
-- connections with a request that counts nothing (GET on the view post: 405). done() prints the views
-- answered with 200 and the time from the first view's answer to the last's (LuaJIT's ffi reads the
-- monotonic clock: wrk's own duration runs to the end of -d when a view was lost to a timeout).
local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
  int clock_gettime(int clock, bench_timespec *now);
]]
local CLOCK_MONOTONIC = 1
local clock = ffi.new("bench_timespec")

local function now()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, clock)
  return tonumber(clock.tv_sec) + tonumber(clock.tv_nsec) / 1e9
end

local threads = {}
local counter = 0
local lid = os.getenv("BENCH_LID")
local total = tonumber(os.getenv("BENCH_VIEWS"))
local threads_count = tonumber(os.getenv("BENCH_THREADS"))  -- wrk's -t: each thread's Lua state is its own
local refs = { "www.google.com", "m.facebook.com", "" }

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
  table.insert(threads, thread)
end

function init(args)
  quota = math.floor(total / threads_count) + ((id < total % threads_count) and 1 or 0)
  issued, counted, failed = 0, 0, 0
  first_at, last_at = 0, 0
  filler = wrk.format("GET", "/api/news/view")
end

function request()
  if issued >= quota then
    return filler
  end
  issued = issued + 1
  local n = issued * threads_count + id
  local headers = {
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", 100 + n % 100, math.floor(n / 100) % 250, n % 250 + 1),
    ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 bench",
    ["Content-Type"] = "application/x-www-form-urlencoded",
  }
  return wrk.format("POST", "/api/news/view", headers, "newsid=" .. lid .. "&ref=" .. refs[n % 3 + 1])
end

function response(status, headers, body)
  if status == 405 then
    return
  end
  if status == 200 then
    counted = counted + 1
  else
    failed = failed + 1
  end
  last_at = now()
  if first_at == 0 then
    first_at = last_at
  end
  if counted + failed >= quota then
    wrk.thread:stop()
  end
end

function done(summary, latency, requests)
  local answered, errors, first, last = 0, 0, math.huge, 0
  for _, thread in ipairs(threads) do
    answered = answered + thread:get("counted")
    errors = errors + thread:get("failed")
    first = math.min(first, thread:get("first_at"))
    last = math.max(last, thread:get("last_at"))
  end
  io.write(string.format("VIEWS answered=%d failed=%d seconds=%.3f\n", answered, errors, last - first))
end
