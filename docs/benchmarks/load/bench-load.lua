-- Times hitmask.lua loading every .hitmask under a folder (files read into memory first), the fastest of five
-- passes, and prints the seconds, the file count and a checksum of the widths: `luajit bench-load.lua FOLDER`.
-- hitmask-benchmark runs it on the masks it makes and reports the time against the C reader's on the same files.
local here = arg[0]:match('^(.*)/[^/]*$') or '.'
package.path = here .. '/../../../Readers/LOVE/?.lua;' .. package.path
local hitmask = require 'hitmask'

local folder = arg[1]
local files = {}
local list = io.popen('ls "' .. folder .. '"')
for name in list:lines() do
  if name:match('%.hitmask$') then
    local file = assert(io.open(folder .. '/' .. name, 'rb'))
    files[#files + 1] = file:read('*a')
    file:close()
  end
end
list:close()

local best, widths = math.huge, 0
for _ = 1, 5 do
  local start = os.clock()
  for _, bytes in ipairs(files) do widths = widths + assert(hitmask.decode(bytes)).width end
  best = math.min(best, os.clock() - start)
end
print(string.format('%.6f %d %d', best, #files, widths))
