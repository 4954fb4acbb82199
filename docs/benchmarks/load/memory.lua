-- The Lua heap that hitmask.lua keeps for each .hitmask under a folder (collectgarbage('count') before decoding it
-- and after, the mask kept, a full collection each time), against the ImageData that LÖVE holds for the same image
-- (4 bytes a pixel): `luajit memory.lua FOLDER [HITMASK_LUA]`, HITMASK_LUA another copy of the module to measure
-- (an earlier version, say). Prints the sums, and the masks whose heap exceeds their ImageData's. A mask of 1 Mpx
-- and more keeps its words in the C heap, which the count does not see: they are added (4 bytes a 32 pixels).
local here = arg[0]:match('^(.*)/[^/]*$') or '.'
local module = arg[2] or (here .. '/../../../Readers/LOVE/hitmask.lua')
local hitmask = dofile(module)
local ffi = require 'ffi'

local folder = arg[1]
local names, files = {}, {}
for name in io.popen('ls "' .. folder .. '"'):lines() do
  if name:match('%.hitmask$') then
    local file = assert(io.open(folder .. '/' .. name, 'rb'))
    names[#names + 1], files[#names + 1] = name, file:read('*a')
    file:close()
  end
end

-- The module's own tables (the CRC table, the coder's models, the shared row arrays) made before measuring: every
-- file decoded once. The files are read first and stay alive, and the list of masks has its room, so that nothing
-- but the decode changes the heap between the two counts (reading a file leaves some 2 KB a later cycle frees).
for _, bytes in ipairs(files) do assert(hitmask.decode(bytes)) end
local kept = {}
for i = 1, #files do kept[i] = false end

local heapSum, imageSum, over = 0, 0, {}
for i, name in ipairs(names) do
  collectgarbage('collect')
  collectgarbage('collect')
  local before = collectgarbage('count')
  local mask = assert(hitmask.decode(files[i]))
  collectgarbage('collect')
  collectgarbage('collect')
  local heap = (collectgarbage('count') - before) * 1024
  if type(mask._words) == 'cdata' and tostring(ffi.typeof(mask._words)):find('%*') then
    heap = heap + 4 * (math.floor((mask.width * mask.height + 31) / 32) + 1)
  end
  kept[i] = mask
  local image = mask.width * mask.height * 4
  heapSum, imageSum = heapSum + heap, imageSum + image
  if heap > image then over[#over + 1] = string.format('  %s: %d bytes of heap, %d of ImageData', name, heap, image) end
end
print(string.format('%d masks: %d bytes of Lua heap, %d of ImageData (%.3f); %d masks over their ImageData',
  #names, heapSum, imageSum, heapSum / imageSum, #over))
for _, line in ipairs(over) do print(line) end
