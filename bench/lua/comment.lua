-- POST a comment as many different readers: each request carries its own X-Forwarded-For
-- (the bench server runs with TRUST_X_FORWARDED_FOR=1) and its own text (the same text twice
-- from one reader is refused as a duplicate).
local counter = 0

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
end

function init(args)
  n = 0
end

function request()
  n = n + 1
  local reader = string.format("10.%d.%d.%d", id, math.floor(n / 250) % 250, n % 250 + 1)
  local body = "commentBy=Bench&commentBody=Bench+comment+" .. id .. "-" .. n
  local headers = {
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["X-Forwarded-For"] = reader,
  }
  return wrk.format("POST", nil, headers, body)
end
