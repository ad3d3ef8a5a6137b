-- A morning crowd and a crawler on the article pages (bench/longtail.py): $BENCH_FRONT_SHARE (0.10)
-- of the requests read the front page (where the crowd sees new stories), the others an article
-- page: with probability $BENCH_HOT_SHARE (0.97) one of the newest in $BENCH_HOT_PATHS (newest first),
-- picked with a Zipf-like skew (rank r with probability ~1/r: the lead story is read far more than
-- the 200th), else any article of $BENCH_ALL_PATHS, uniformly (the crawler walking the archive).
-- Readers arrive at random (Poisson) at $BENCH_RATE requests/s in all over $BENCH_CONNECTIONS
-- connections, instead of as fast as wrk can: the share of reads a cache answers depends on the
-- rate, and a crowd has one.
local counter = 0

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
end

local function lines(name)
  local out = {}
  for line in io.lines(os.getenv(name)) do out[#out + 1] = line end
  return out
end

function init(args)
  hot = lines("BENCH_HOT_PATHS")
  all = lines("BENCH_ALL_PATHS")
  hot_share = tonumber(os.getenv("BENCH_HOT_SHARE") or "0.97")
  front_share = tonumber(os.getenv("BENCH_FRONT_SHARE") or "0.10")
  -- The mean pause of one connection between its requests, so that all of them together ask
  -- BENCH_RATE requests/s (the answers themselves take ~1 ms from the front cache).
  mean_ms = 1000 * tonumber(os.getenv("BENCH_CONNECTIONS")) / tonumber(os.getenv("BENCH_RATE"))
  math.randomseed(os.time() * 1000 + id * 7919)
  log_hot = math.log(#hot + 1)
end

function delay()
  return -math.log(1 - math.random()) * mean_ms
end

function request()
  local path
  if math.random() < front_share then
    path = "/"
  elseif math.random() < hot_share then
    -- rank = floor(e^(u ln(n+1))): P(rank <= k) = ln(k+1)/ln(n+1), a continuous Zipf with s = 1.
    local rank = math.floor(math.exp(math.random() * log_hot))
    if rank < 1 then rank = 1 elseif rank > #hot then rank = #hot end
    path = hot[rank]
  else
    path = all[math.random(#all)]
  end
  return wrk.format("GET", path)
end
