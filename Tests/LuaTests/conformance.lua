-- hitmask.lua against every conformance vector (docs/FORMAT.md, "Conformance vectors"), run by LuaJIT from the
-- repository's root: luajit Tests/LuaTests/conformance.lua [--plain]. With --plain, LuaJIT's bit and ffi libraries
-- are hidden from the module, so its plain Lua 5.1 paths are the ones checked.
package.path = 'Readers/LOVE/?.lua;Tests/LuaTests/?.lua;' .. package.path
local support = require 'support'
local plain = arg[1] == '--plain'
if plain then _G.bit, package.loaded.bit, package.loaded.ffi, package.preload.ffi = nil, nil, nil, nil end
local hitmask = require 'hitmask'
local suite = support.suite('hitmask.lua conformance' .. (plain and ' (plain Lua)' or ''))
local null = support.null

local folder = 'Tests/Conformance/vectors'
local pages = {} -- the other masks of overlap queries, read once
local names = {}
for line in support.run('ls ' .. folder):gmatch('[^\n]+') do
  local name = line:match('^(.*)%.json$')
  if name then names[#names + 1] = name end
end
suite.test('an error naming a frame prints as one line, the name quoted', function()
  -- A frame named "a\nb" whose page rect lies outside the page.
  local hex = '89484d4b01010000000000000000f03f08082001020140020100050f0103610a62050004010000000401000952c264'
  local mask, err = hitmask.decode((hex:gsub('..', function(h) return string.char(tonumber(h, 16)) end)))
  assert(mask == nil and hitmask.isError(err))
  local line = tostring(err)
  assert(not line:find('\n', 1, true), line)
  assert(line:find('frame "a\\nb": its page rect lies outside the page', 1, true), line)
end)
suite.test('there are conformance vectors', function() assert(#names > 100, #names) end)

local function check(ok, why) if not ok then error(why, 2) end end
local function nullable(value) if value == nil then return null end return value end

--- A region as the JSON has it: rings of [x, y] and pieces of indices.
local function regionsJSON(regions)
  local out = {}
  for r, region in ipairs(regions) do
    local rings, pieces = {}, {}
    for i, ring in ipairs(region.rings) do
      rings[i] = {}
      for k, point in ipairs(ring) do rings[i][k] = { point[1], point[2] } end
    end
    for i, piece in ipairs(region.pieces) do pieces[i] = { unpack(piece) } end
    out[r] = { rings = rings, pieces = pieces }
  end
  return out
end

local function settingsJSON(settings, key, list)
  return { mode = settings.mode, epsilon16 = settings.epsilon16, maxVertices = settings.maxVertices,
    minArea256 = settings.minArea256, [key] = list }
end

for _, name in ipairs(names) do
  suite.test(name, function()
    local expected = support.json(support.read(folder .. '/' .. name .. '.json'))
    local bytes = support.read(folder .. '/' .. name .. '.hitmask')
    local ok, mask, err = pcall(hitmask.decode, bytes)
    check(ok, 'a Lua error instead of a verdict: ' .. tostring(mask))
    if expected.error then
      check(mask == nil and hitmask.isError(err), 'accepted an invalid file')
      check(err.kind == expected.error, err.kind .. ' instead of ' .. expected.error .. ': ' .. tostring(err))
      -- Where: the section and offset the vector records (FORMAT.md, "Error sections" and "Error offsets").
      local section = expected.section ~= support.null and expected.section or nil
      check(err.section == section, 'section ' .. tostring(err.section) .. ' instead of ' .. tostring(section))
      check(err.offset == expected.offset, 'offset ' .. tostring(err.offset) .. ' instead of ' .. tostring(expected.offset))
      local newer = expected.error == 'unsupported-version' or expected.error == 'unsupported-codec'
      check(err:isFromNewerWriter() == newer, 'isFromNewerWriter')
      return
    end
    check(mask ~= nil, tostring(err))
    for _, key in ipairs({ 'width', 'height', 'scale', 'threshold', 'flags', 'rectMode', 'rectGrid', 'codec' }) do
      check(mask[key] == expected[key], key .. ': ' .. tostring(mask[key]) .. ' ~= ' .. tostring(expected[key]))
    end
    local rects = {}
    for i, r in ipairs(mask.rects) do rects[i] = { r.x, r.y, r.width, r.height } end
    check(support.same(rects, expected.rects))
    check(support.same(nullable(mask.source), expected.source))
    local frames = {}
    for i, f in ipairs(mask.frames) do
      local frameRects = {}
      for k, r in ipairs(f.rects) do frameRects[k] = { r.x, r.y, r.width, r.height } end
      frames[i] = { name = f.name, pageRect = f.pageRect, rotation = f.rotation, trim = f.trim, sourceSize = f.sourceSize,
        pivot = nullable(f.pivot), rects = frameRects }
    end
    check(support.same(frames, expected.frames))
    if mask.width * mask.height <= 2 ^ 20 then
      check(mask:solidPixelCount() == expected.solidPixels, "solid pixels " .. mask:solidPixelCount())
      local minX, minY, maxX, maxY = math.huge, math.huge, -1, -1
      for y = 0, mask.height - 1 do
        for x = 0, mask.width - 1 do
          if mask:contains(x, y) then
            minX, minY, maxX, maxY = math.min(minX, x), math.min(minY, y), math.max(maxX, x), math.max(maxY, y)
          end
        end
      end
      check(support.same(maxX < 0 and null or { minX, minY, maxX - minX + 1, maxY - minY + 1 }, expected.boundingBox))
    end
    if expected.pbm then
      local pixels = support.plainValues(support.read(folder .. '/' .. name .. '.pbm'), 2)
      check(#pixels == mask.width * mask.height, 'pbm size')
      for i, value in ipairs(pixels) do
        local x, y = (i - 1) % mask.width, math.floor((i - 1) / mask.width)
        check((value == 1) == mask:contains(x, y), string.format('pixel %d, %d', x, y))
      end
    end
    check((mask.distanceField ~= nil) == expected.distanceField, 'distance field present')
    if expected.distanceField then
      local field = support.plainValues(support.read(folder .. '/' .. name .. '.pgm'), 3)
      check(#field == #mask.distanceField, 'field size')
      -- The field as the queries read it: at a solid pixel 0, whatever the file holds there.
      for i = 1, #field do
        local x, y = (i - 1) % (mask.width + 30) - 15, math.floor((i - 1) / (mask.width + 30)) - 15
        check(field[i] == mask:distanceSquared(x, y), 'field value ' .. i)
      end
    end
    -- The queries' answers at the edges of their arguments (FORMAT.md, "What readers answer").
    local special = { nan = 0 / 0, inf = math.huge, ['-inf'] = -math.huge, ['-0'] = -0.0 }
    for _, query in ipairs(expected.queries or {}) do
      local arguments = {}
      for i = 2, #query - 1 do
        local value = query[i]
        if special[value] then value = special[value] end
        arguments[#arguments + 1] = value
      end
      local got
      if query[1] == 'frameContains' then
        local frame = mask:frame('missing') -- nil: a lookup that failed
        if arguments[1] ~= 'missing' then frame = mask.frames[arguments[1] + 1] end
        got = mask:frameContains(frame, arguments[2], arguments[3])
      elseif query[1] == 'placedOverlaps' then
        -- The other vector, both frames (null: the whole mask), then each side's matrix as six numbers.
        pages[arguments[1]] = pages[arguments[1]] or assert(hitmask.load(folder .. '/' .. arguments[1] .. '.hitmask'))
        local other = pages[arguments[1]]
        local frame = arguments[2] ~= null and mask.frames[arguments[2] + 1] or nil
        local otherFrame = arguments[3] ~= null and other.frames[arguments[3] + 1] or nil
        local function matrix(k)
          return { a = arguments[k], b = arguments[k + 1], c = arguments[k + 2], d = arguments[k + 3],
            e = arguments[k + 4], f = arguments[k + 5] }
        end
        got = mask:placedOverlaps(other, matrix(4), matrix(10), frame, otherFrame)
      elseif query[1]:find('verlap') then
        -- The other vector, this side's frame and the other's (null: the whole mask), the offset.
        pages[arguments[1]] = pages[arguments[1]] or assert(hitmask.load(folder .. '/' .. arguments[1] .. '.hitmask'))
        local other = pages[arguments[1]]
        local frame = arguments[2] ~= null and mask.frames[arguments[2] + 1] or nil
        local otherFrame = arguments[3] ~= null and other.frames[arguments[3] + 1] or nil
        local x, y = mask[query[1]](mask, other, arguments[4], arguments[5], frame, otherFrame)
        got = x
        -- The first shared pixel comes as x, y (nil when none): [x, y] or null, as the vector writes it.
        if query[1] == 'firstOverlap' then got = x and { x, y } or null end
      else
        got = mask[query[1]](mask, unpack(arguments))
      end
      local described = {}
      for i, value in ipairs(arguments) do described[i] = tostring(value) end
      check(support.same(got, query[#query]),
        string.format('%s(%s): %s', query[1], table.concat(described, ', '), tostring(got)))
    end
    local outlines = mask.outlines and settingsJSON(mask.outlines, 'regions', regionsJSON(mask:outlineRegions())) or null
    check(support.same(outlines, expected.outlines))
    local frameOutlines = null
    if mask.frameOutlines and #mask.frames > 0 then
      local list = {}
      for i, frame in ipairs(mask.frames) do list[i] = regionsJSON(mask:outlineRegions(frame)) end
      frameOutlines = settingsJSON(mask.frameOutlines, 'frames', list)
    end
    check(support.same(frameOutlines, expected.frameOutlines))
  end)
end

suite.done()
