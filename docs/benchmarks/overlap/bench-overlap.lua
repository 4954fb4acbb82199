-- Times hitmask.lua's overlapArea and placedOverlaps on the pairs hitmask-benchmark --overlaps-only wrote to FOLDER,
-- the fastest of five passes each, and prints the seconds per call of each: `luajit bench-overlap.lua FOLDER`. The
-- folder's files are bench-overlap.mjs's; every answer is checked against the Swift reader's before the clock starts.
local here = arg[0]:match('^(.*)/[^/]*$') or '.'
package.path = here .. '/../../../Readers/LOVE/?.lua;' .. package.path
local hitmask = require 'hitmask'

local folder = arg[1]
local masks = {}
local list = io.popen('ls "' .. folder .. '"')
for name in list:lines() do
  if name:match('%.hitmask$') then
    local file = assert(io.open(folder .. '/' .. name, 'rb'))
    masks[#masks + 1] = assert(hitmask.decode(file:read('*a')))
    file:close()
  end
end
list:close()

local identity = { a = 1, b = 0, c = 0, d = 1, e = 0, f = 0 }
local pairs_ = {}
for line in io.lines(folder .. '/pairs.txt') do
  local n = {}
  for field in line:gmatch('%S+') do n[#n + 1] = tonumber(field) end
  pairs_[#pairs_ + 1] = { a = masks[n[1] + 1], b = masks[n[2] + 1], dx = n[3], dy = n[4], area = n[5],
    matrix = { a = n[6], b = n[7], c = n[8], d = n[9], e = n[10], f = n[11] }, touches = n[12] == 1 }
end
for k, p in ipairs(pairs_) do
  if p.a:overlapArea(p.b, p.dx, p.dy) ~= p.area then
    io.stderr:write(('pair %d: overlapArea is not the Swift reader\'s %d\n'):format(k - 1, p.area))
    os.exit(1)
  end
  if p.a:placedOverlaps(p.b, identity, p.matrix) ~= p.touches then
    io.stderr:write(('pair %d: placedOverlaps is not the Swift reader\'s\n'):format(k - 1))
    os.exit(1)
  end
end

local sink = 0
local function fastest(body)
  local best = math.huge
  for _ = 1, 5 do
    local start = os.clock()
    body()
    best = math.min(best, os.clock() - start)
  end
  return best / #pairs_
end
local area = fastest(function()
  for _, p in ipairs(pairs_) do sink = sink + p.a:overlapArea(p.b, p.dx, p.dy) end
end)
local placed = fastest(function()
  for _, p in ipairs(pairs_) do
    if p.a:placedOverlaps(p.b, identity, p.matrix) then sink = sink + 1 end
  end
end)
print(string.format('%.9f %.9f %d', area, placed, sink))
