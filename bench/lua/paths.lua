-- GET a different path on every request, read from the file in $BENCH_PATHS (one a line).
-- Each wrk thread takes every n-th line from its own offset, so no two requests share a path.
local counter = 0
local threads = {}

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
  table.insert(threads, thread)
end

function init(args)
  paths = {}
  for line in io.lines(os.getenv("BENCH_PATHS")) do paths[#paths + 1] = line end
  index = id + 1
end

function request()
  local path = paths[index]
  index = index + 2
  if index > #paths then index = id + 1 end
  return wrk.format("GET", path)
end
