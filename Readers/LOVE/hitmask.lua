--[[ hitmask.lua: the .hitmask reader for Lua 5.1 and LuaJIT (LÖVE 11, or any Lua), written from docs/FORMAT.md.

  One file, no C: drop it into a game (LÖVE games ship as zip files). Loading checks the whole file as the other
  readers do (the same error kinds, sections and byte offsets); then `mask:contains(x, y)` answers in O(1).

    local hitmask = require 'hitmask'
    local mask = assert(hitmask.load('sprites/hero.hitmask'))   -- love.filesystem; or hitmask.decode(bytes)
    function love.mousepressed(x, y)
      if mask:contains(x - heroX, y - heroY) then print('hit the hero') end
    end

  Atlas frames (mask:frame(name), mask:frameContains(frame, x, y)), touch tolerance (mask:containsWithin(x, y, r),
  from a DIST section or searched exactly), physics outlines (mask:outlinePolygons()) and love.physics shapes from
  their convex pieces (hitmask.newPhysicsShapes(mask, options)) come with it.

  Bad bytes never raise a Lua error: decode and load return nil and an error, a table with `kind` (as the
  conformance vectors name it), `section`, `offset` and `reason`, which prints as one line.

  MIT licence, as the rest of HitMask. ]]

local hitmask = { _VERSION = 'hitmask.lua 0.1.0 (format version 1)' }

local floor, byte, sub = math.floor, string.byte, string.sub
local bit = rawget(_G, 'bit') -- LuaJIT's bit library: faster checksums and lookups where it is there

local MAGIC = '\137HMK'
local MAX_PIXELS = 2 ^ 30
local MAX_FIELD_VALUES = 2 ^ 26
local MARGIN = 15 -- the distance field's margin around the image (FORMAT.md, DIST)
local SECTION_NAMES = { 'MASK', 'RECT', 'SRCH', 'DIST', 'FRAM', 'OUTL', 'FOUT' }
local MASK, RECT, SRCH, DIST, FRAM, OUTL, FOUT = 1, 2, 3, 4, 5, 6, 7

-- Pixels are kept 32 to a number (exact in a double): pixel i of the row-major stream is bit 31 - i % 32 of word
-- floor(i / 32) + 1, so a pixel's weight is POW[31 - i % 32]. Words that stay 0 are never stored.
local WORD = 32
local POW = {}
for k = 0, 32 do POW[k] = 2 ^ k end

--- floor(a / 2^n) for 0 <= a < 2^32: LuaJIT's logical shift where it is there, division in plain Lua.
local shiftRight = bit and bit.rshift or function(a, n) return floor(a / POW[n]) end

---------------------------------------------------------------------------------------------------------------------
-- Errors

local Error = {}
Error.__index = Error
-- One line: "[FILE: ]KIND[ in SECTION][ at byte OFFSET]: REASON".
Error.__tostring = function(e)
  return string.format('%s%s%s%s: %s', e.file and (e.file .. ': ') or '', (e.kind:gsub('-', ' ')),
    e.section and (' in ' .. e.section) or '', e.offset and (' at byte ' .. e.offset) or '', e.reason)
end

local function fail(kind, section, offset, reason)
  error(setmetatable({ kind = kind, section = section, offset = offset, reason = reason }, Error), 0)
end

local function corrupt(section, offset, reason) fail('corrupt-section', section, offset, reason) end

--- Whether `value` is an error of this module (what decode and load return beside nil).
function hitmask.isError(value) return getmetatable(value) == Error end

---------------------------------------------------------------------------------------------------------------------
-- Bytes: offsets are 0-based, as FORMAT.md counts them; `bytes` is a Lua string.

local Reader = {}
Reader.__index = Reader

--- Reads fields from bytes[start, finish); every failure is a corrupt `section` at the failing field's offset.
local function newReader(bytes, start, finish, section)
  return setmetatable({ bytes = bytes, offset = start, finish = finish, section = section }, Reader)
end

function Reader:left() return self.finish - self.offset end

function Reader:fail(reason, offset) corrupt(self.section, offset or self.offset, reason) end

function Reader:u8()
  if self.offset >= self.finish then self:fail('ends inside a field') end
  local value = byte(self.bytes, self.offset + 1)
  self.offset = self.offset + 1
  return value
end

--- Unsigned LEB128: at most 5 bytes, at most 2^32 - 1.
function Reader:varint()
  local start, value, scale = self.offset, 0, 1
  for _ = 1, 5 do
    if self.offset >= self.finish then self:fail('a varint runs past the end', start) end
    local b = byte(self.bytes, self.offset + 1)
    self.offset = self.offset + 1
    value = value + (b % 128) * scale
    if b < 128 then
      if value > 4294967295 then self:fail('a varint exceeds 32 bits', start) end
      return value
    end
    scale = scale * 128
  end
  self:fail('a varint is longer than 5 bytes', start)
end

function Reader:zigzag()
  local v = self:varint()
  return v % 2 == 0 and v / 2 or -(v + 1) / 2
end

--- An IEEE 754 binary64, little-endian.
function Reader:f64()
  if self.finish - self.offset < 8 then self:fail('ends inside a number') end
  local b = { byte(self.bytes, self.offset + 1, self.offset + 8) }
  self.offset = self.offset + 8
  local sign = b[8] >= 128 and -1 or 1
  local exponent = (b[8] % 128) * 16 + floor(b[7] / 16)
  local fraction = b[7] % 16
  for i = 6, 1, -1 do fraction = fraction * 256 + b[i] end
  if exponent == 2047 then return fraction == 0 and sign * math.huge or 0 / 0 end
  if exponent == 0 then return sign * math.ldexp(fraction, -1074) end
  return sign * math.ldexp(fraction + 2 ^ 52, exponent - 1075)
end

--- Runs `body`; an error of this module inside it is reported at `reader`'s offset on entry (a record's first byte).
local function record(reader, body)
  local start = reader.offset
  local ok, result = pcall(body)
  if ok then return result end
  if hitmask.isError(result) then corrupt(result.section, start, result.reason) end
  error(result, 0)
end

local crcTable
local function crc32(bytes, finish)
  local bxor, rshift, band = bit and bit.bxor, bit and bit.rshift, bit and bit.band
  if not bxor then
    -- Plain Lua 5.1 has no bit operators: exclusive or of two 32-bit numbers, a bit at a time.
    bxor = function(a, b)
      local result, weight = 0, 1
      while a > 0 or b > 0 do
        local x, y = a % 2, b % 2
        if x ~= y then result = result + weight end
        a, b, weight = (a - x) / 2, (b - y) / 2, weight * 2
      end
      return result
    end
    rshift = function(a, n) return floor(a / POW[n]) end
    band = function(a, m) return a % (m + 1) end -- m is 0xFF here
  end
  if not crcTable then
    crcTable = {}
    for n = 0, 255 do
      local c = n
      for _ = 1, 8 do
        if c % 2 == 1 then c = bxor(3988292384, rshift(c, 1)) % 4294967296 else c = rshift(c, 1) end
      end
      crcTable[n] = c % 4294967296
    end
  end
  local crc = 4294967295
  for i = 1, finish do
    crc = bxor(crcTable[band(bxor(crc, byte(bytes, i)), 255) % 256], rshift(crc % 4294967296, 8))
  end
  return bxor(crc, 4294967295) % 4294967296
end

---------------------------------------------------------------------------------------------------------------------
-- Pixels

--- Pixels start ... start + count - 1 of the row-major stream turn solid. Runs never overlap, so each word's bits
--- are added: bits a ... b - 1 (from the word's high end) weigh 2^(32 - a) - 2^(32 - b).
local function setSolid(words, start, count)
  local finish = start + count
  while start < finish do
    local w = floor(start / WORD)
    local a = start - w * WORD
    local b = finish - w * WORD
    if b > WORD then b = WORD end
    words[w + 1] = (words[w + 1] or 0) + POW[WORD - a] - POW[WORD - b]
    start = w * WORD + b
  end
end

local function pixel(words, index)
  local w = words[floor(index / WORD) + 1]
  if not w then return false end
  return floor(w / POW[WORD - 1 - index % WORD]) % 2 == 1
end
if bit then
  local band, rshift = bit.band, bit.rshift
  pixel = function(words, index)
    local w = words[floor(index / WORD) + 1]
    return w ~= nil and band(rshift(w, WORD - 1 - index % WORD), 1) == 1
  end
end

---------------------------------------------------------------------------------------------------------------------
-- Codec 1: run lengths

local function decodeRunLengths(bytes, start, finish, width, height)
  local total = width * height
  -- First pass: the runs must cover exactly width × height pixels before anything is allocated.
  local runs = newReader(bytes, start, finish, 'MASK')
  local covered = 0
  while runs:left() > 0 do
    local runOffset = runs.offset
    local run = runs:varint()
    if run > total - covered then runs:fail('the runs cover more than the mask', runOffset) end
    covered = covered + run
  end
  if covered ~= total then corrupt('MASK', finish, string.format('the runs cover %d of %d pixels', covered, total)) end
  local words, index, solid = {}, 0, false
  runs.offset = start
  while runs:left() > 0 do
    local run = runs:varint()
    if solid and run > 0 then setSolid(words, index, run) end
    index = index + run
    solid = not solid
  end
  return words
end

---------------------------------------------------------------------------------------------------------------------
-- Codec 3: transitions (an adaptive binary range coder over CCITT G4's modes)

-- Starting percentages of each model group (the share of 0 answers over pingus-data's masks: FORMAT.md).
local V0, PASS, HORIZONTAL, NEGATIVE, MAGNITUDE1, MAGNITUDE2 = 0, 162, 324, 486, 648, 972
local LENGTHS = 1296
local TOP = LENGTHS + 4 * 17 * 32
local MODEL_COUNT = TOP + 4 * 17 * 32
local START = { { V0, PASS, 58 }, { PASS, HORIZONTAL, 87 }, { HORIZONTAL, NEGATIVE, 81 }, { NEGATIVE, MAGNITUDE1, 46 },
  { MAGNITUDE1, MAGNITUDE2, 23 }, { MAGNITUDE2, LENGTHS, 30 } }
local LENGTH_START = { [0] = 3, 19, 24, 33, 45, 57, 72, 77, 83 }
local TOP_START = 62
local RATES = {}
for k = 0, 62 do RATES[k] = floor(65536 / (k + 1.5) + 0.5) end
-- "Ending and limits": a modelled decision costs at least 0.00141 bits, so `length` coded bytes account for at most
-- this many decisions; the height is checked against it before allocating, and every decision counts against it.
local function decisionBudget(length) return 5700 * length + 32768 end

-- The coder's models, shared by every decode (a decode runs to its end before another starts): p, the chance of
-- a 0 in units of 2^-16, and n, how many decisions the model has seen, 1-based (index + 1) so that they stay in the
-- tables' array parts.
local P, N = {}, {}
for i = 1, MODEL_COUNT do P[i], N[i] = 0, 1 end

local function decodeTransitions(bytes, data, length, width, height)
  if length < 5 or byte(bytes, data + 1) ~= 0 then
    corrupt('MASK', data, 'the transition data does not start as a range coder does')
  end
  local budget = decisionBudget(length)
  if height > budget then corrupt('MASK', data, 'too many rows for the coded data') end

  local p, n = P, N
  for _, group in ipairs(START) do
    local value = floor(group[3] * 65536 / 100)
    for i = group[1] + 1, group[2] do p[i], n[i] = value, 1 end
  end
  local startedRuns = {}
  local b1v, b2v, b3v, b4v = byte(bytes, data + 2, data + 5)
  -- The coder's state lives in the caller's locals and goes in and out of `decide` by value: LuaJIT compiles that,
  -- where closures writing shared upvalues made it give up on the traces.
  local range, code, position, decisions = 4294967295, ((b1v * 256 + b2v) * 256 + b3v) * 256 + b4v, 5, 0

  local function failAt(reason, at)
    corrupt('MASK', data + (at < length and at or length), reason)
  end

  -- One decision with the adaptive model i (0-based, as FORMAT.md numbers them); normalization after it.
  local function decide(range, code, position, i)
    local prob, count = p[i + 1], n[i + 1]
    local bound = shiftRight(range, 16) * prob
    local result
    if code < bound then
      range = bound
      result = 0
      prob = prob + shiftRight((65536 - prob) * RATES[count], 16)
      if prob > 65472 then prob = 65472 end
    else
      code = code - bound
      range = range - bound
      result = 1
      prob = prob - shiftRight(prob * RATES[count], 16)
      if prob < 64 then prob = 64 end
    end
    p[i + 1] = prob
    if count < 62 then n[i + 1] = count + 1 end
    -- Normalization: a loop in FORMAT.md, written out here as the two bytes it can take at most (with range at
    -- least 2^24 before a decision, after it at least 2^14), because a loop inside this function keeps LuaJIT
    -- from compiling the decoder's loops.
    if range < 16777216 then
      if position == length then failAt('the coded data ends early', position) end
      range = range * 256
      code = (code % 16777216) * 256 + byte(bytes, data + position + 1)
      position = position + 1
      if range < 16777216 then
        if position == length then failAt('the coded data ends early', position) end
        range = range * 256
        code = (code % 16777216) * 256 + byte(bytes, data + position + 1)
        position = position + 1
      end
    end
    return result, range, code, position
  end

  -- One decision with both values equally likely.
  local function decideEven(range, code, position)
    range = floor(range / 2)
    local result = 0
    if code >= range then
      code = code - range
      result = 1
    end
    if range < 16777216 then -- half of at least 2^24: one byte restores it
      if position == length then failAt('the coded data ends early', position) end
      range = range * 256
      code = (code % 16777216) * 256 + byte(bytes, data + position + 1)
      position = position + 1
    end
    return result, range, code, position
  end

  -- A horizontal run's length, in the length models of (colour, which run, predicted length's bits); returns it,
  -- the coder's state and the decisions it took.
  local function run(range, code, position, colour, which, predicted)
    local predictedBits = 1 -- the number of bits of predicted + 1, at most 16
    while predictedBits < 16 and predicted + 1 >= POW[predictedBits] do predictedBits = predictedBits + 1 end
    local base = ((colour * 2 + which) * 17 + predictedBits) * 32
    if not startedRuns[base] then
      startedRuns[base] = true
      for k = 0, 31 do
        p[LENGTHS + base + k + 1] = floor((k < 9 and LENGTH_START[k] or 93) * 65536 / 100)
        p[TOP + base + k + 1] = floor(TOP_START * 65536 / 100)
        n[LENGTHS + base + k + 1], n[TOP + base + k + 1] = 1, 1
      end
    end
    local L, bit, taken = 1, 1, 0
    while L < 31 do
      bit, range, code, position = decide(range, code, position, LENGTHS + base + L - 1)
      taken = taken + 1
      if bit == 0 then break end
      L = L + 1
    end
    if L == 1 then return 0, range, code, position, taken end
    local value
    value, range, code, position = decide(range, code, position, TOP + base + L - 1)
    value = value + 2
    for _ = 1, L - 2 do
      bit, range, code, position = decideEven(range, code, position)
      value = 2 * value + bit
    end
    return value - 1, range, code, position, taken + L - 1
  end

  local W = width
  local words = {}
  -- The reference row and the row being decoded: changes (1-based), then three sentinels W, with the category each
  -- change was coded in (8 for the sentinels). They swap after each row and grow as changes come (a row holds at
  -- most min(W, budget) of them: every change takes a decision).
  local ref, refCategory, row, rowCategory = { W, W, W }, { 8, 8, 8 }, {}, {}
  for y = 0, height - 1 do
    -- parity: (j - 1) % 2, kept as j moves (whether ref[j] turns the row solid or clear).
    local count, a0, colour, j, parity = 0, -1, 0, 1, 0
    while a0 < W do
      while j > 1 and ref[j - 1] > a0 do j, parity = j - 1, 1 - parity end
      while ref[j] <= a0 or parity ~= colour do j, parity = j + 1, 1 - parity end
      local b1, b2 = ref[j], ref[j + 1]
      local gap, distance = b2 - b1, b1 - a0
      local span = gap <= 1 and 0 or (gap <= 3 and 1 or 2)
      local near = distance <= 1 and 0 or (distance <= 4 and 1 or 2)
      local ctx = ((refCategory[j] * 3 + span) * 3 + near) * 2 + colour
      local d, bit
      bit, range, code, position = decide(range, code, position, V0 + ctx)
      decisions = decisions + 1
      if bit == 1 then
        d = 0
      else
        bit, range, code, position = decide(range, code, position, PASS + ctx)
        decisions = decisions + 1
        if bit == 1 then
          if not (b2 < W) then failAt(string.format("row %d: a pass past the row's end", y), position) end
          a0 = b2
        else
          bit, range, code, position = decide(range, code, position, HORIZONTAL + ctx)
          decisions = decisions + 1
          if bit == 1 then
            local begin = a0 > 0 and a0 or 0
            local r1, r2, taken
            r1, range, code, position, taken = run(range, code, position, colour, 0, b1 - begin)
            decisions = decisions + taken
            if not (r1 <= W - begin and (r1 >= 1 or a0 < 0)) then
              failAt(string.format('row %d: a first run that does not fit', y), position)
            end
            local a1 = begin + r1
            r2, range, code, position, taken = run(range, code, position, 1 - colour, 1, b2 - b1)
            decisions = decisions + taken
            if not (r2 <= W - a1 and (r2 >= 1 or a1 == W)) then
              failAt(string.format('row %d: a second run that does not fit', y), position)
            end
            local a2 = a1 + r2
            if a1 < W then count = count + 1; row[count], rowCategory[count] = a1, 7 end
            if a2 < W then count = count + 1; row[count], rowCategory[count] = a2, 7 end
            a0 = a2
          else
            local negative, magnitude
            negative, range, code, position = decide(range, code, position, NEGATIVE + ctx)
            local s = ctx * 2 + negative
            bit, range, code, position = decide(range, code, position, MAGNITUDE1 + s)
            decisions = decisions + 2
            if bit == 1 then
              magnitude = 1
            else
              bit, range, code, position = decide(range, code, position, MAGNITUDE2 + s)
              decisions = decisions + 1
              magnitude = bit == 1 and 2 or 3
            end
            d = negative == 1 and -magnitude or magnitude
          end
        end
      end
      if d then
        -- A vertical change, d pixels from b1.
        local a1 = b1 + d
        if not (a0 < a1 and a1 <= W) then
          failAt(string.format('row %d: a vertical change outside the row', y), position)
        end
        if a1 < W then count = count + 1; row[count], rowCategory[count] = a1, d + 3 end
        a0 = a1
        colour = 1 - colour
      end
    end
    -- The decision budget, checked once a row: it cannot be reached before the data runs out (FORMAT.md, "Ending
    -- and limits"), so where it is checked changes nothing, and here it costs nothing per decision.
    if decisions > budget then failAt('takes more decisions than its size allows', position) end
    -- The row's pixels: solid from c1 to c2 - 1, c3 to c4 - 1, ..., and from the last change to W - 1 if odd.
    local rowStart = y * W
    for k = 1, count, 2 do
      local from = row[k]
      local to = k + 1 <= count and row[k + 1] or W
      if to > from then setSolid(words, rowStart + from, to - from) end
    end
    row[count + 1], row[count + 2], row[count + 3] = W, W, W
    rowCategory[count + 1], rowCategory[count + 2], rowCategory[count + 3] = 8, 8, 8
    ref, row = row, ref
    refCategory, rowCategory = rowCategory, refCategory
  end
  if position ~= length then failAt('bytes are left after the last row', position) end
  return words
end

---------------------------------------------------------------------------------------------------------------------
-- Sections

local function readRects(reader, limitWidth, limitHeight, what)
  local countOffset = reader.offset
  local count = reader:varint()
  if count > reader:left() / 4 then reader:fail(count .. ' ' .. what .. ' cannot fit in the bytes left', countOffset) end
  local rects = {}
  for i = 1, count do
    rects[i] = record(reader, function()
      local x, y, w, h = reader:varint(), reader:varint(), reader:varint(), reader:varint()
      if w == 0 or h == 0 or x + w > limitWidth or y + h > limitHeight then
        reader:fail(string.format('rect %d (%d, %d, %dx%d) is empty or outside %dx%d', i - 1, x, y, w, h,
          limitWidth, limitHeight))
      end
      return { x = x, y = y, width = w, height = h }
    end)
  end
  return rects
end

local function readFrames(reader, width, height)
  local countOffset = reader.offset
  local count = reader:varint()
  if count > reader:left() / 12 then reader:fail(count .. ' frames cannot fit in the bytes left', countOffset) end
  local frames = {}
  for i = 1, count do
    frames[i] = record(reader, function()
      local nameLength = reader:varint()
      if nameLength == 0 or nameLength > reader:left() then
        reader:fail(string.format('frame %d: an empty name or one past the payload', i - 1))
      end
      local name = sub(reader.bytes, reader.offset + 1, reader.offset + nameLength)
      reader.offset = reader.offset + nameLength
      local px, py, pw, ph = reader:varint(), reader:varint(), reader:varint(), reader:varint()
      if px + pw > width or py + ph > height then reader:fail('frame "' .. name .. '": its page rect lies outside the page') end
      local flags = reader:u8()
      if flags >= 8 then reader:fail('frame "' .. name .. '": unknown flag bits') end
      local trimX, trimY = reader:zigzag(), reader:zigzag()
      local sourceWidth, sourceHeight = reader:varint(), reader:varint()
      if sourceWidth == 0 or sourceHeight == 0 or sourceWidth * sourceHeight > MAX_PIXELS then
        reader:fail('frame "' .. name .. '": a source size of 0 or over 2^30 pixels')
      end
      local pivot
      if flags >= 4 then
        pivot = { reader:f64(), reader:f64() }
        for _, value in ipairs(pivot) do
          if value ~= value or value == math.huge or value == -math.huge then
            reader:fail('frame "' .. name .. '": a pivot that is not finite')
          end
        end
      end
      local rects = readRects(reader, sourceWidth, sourceHeight, 'frame rects')
      return { name = name, pageRect = { px, py, pw, ph }, rotation = flags % 4, trim = { trimX, trimY },
        sourceSize = { sourceWidth, sourceHeight }, pivot = pivot, rects = rects }
    end)
  end
  if reader:left() > 0 then reader:fail('bytes follow the last frame') end
  return frames
end

local function readOutlineSettings(reader)
  local modeOffset = reader.offset
  local mode = reader:u8()
  if mode > 2 then reader:fail('outline mode ' .. mode .. ' is not 0, 1 or 2', modeOffset) end
  local epsilonOffset = reader.offset
  local epsilon16 = reader:varint()
  if epsilon16 > 1024 then reader:fail('tolerance ' .. epsilon16 .. '/16 px exceeds 64 px', epsilonOffset) end
  local limitOffset = reader.offset
  local maxVertices = reader:varint()
  if maxVertices < 3 or maxVertices > 255 then
    reader:fail('max vertices ' .. maxVertices .. ' is outside 3...255', limitOffset)
  end
  local minArea256 = reader:varint()
  return { mode = mode, epsilon16 = epsilon16, maxVertices = maxVertices, minArea256 = minArea256 }
end

--- One region: rings of points (sixteenths of a pixel, running from `point` across the section) and pieces of
--- 0-based indices into the region's points.
local function readRegion(reader, point, maxX, maxY, maxVertices)
  return record(reader, function()
    local ringCount = reader:varint()
    if ringCount == 0 or ringCount > reader:left() / 7 then reader:fail('a ring count of ' .. ringCount) end
    local rings, pointCount = {}, 0
    for r = 1, ringCount do
      local n = reader:varint()
      if n < 3 or n > reader:left() / 2 then reader:fail('a ring of ' .. n .. ' points') end
      local ring = {}
      for k = 1, n do
        point[1] = point[1] + reader:zigzag()
        point[2] = point[2] + reader:zigzag()
        if point[1] < 0 or point[1] > maxX or point[2] < 0 or point[2] > maxY then reader:fail('a point outside the image') end
        ring[k] = { point[1], point[2] }
      end
      pointCount = pointCount + n
      rings[r] = ring
    end
    local pieceCount = reader:varint()
    if pieceCount == 0 or pieceCount > reader:left() / 4 then reader:fail('a piece count of ' .. pieceCount) end
    local pieces, index = {}, 0
    for q = 1, pieceCount do
      local k = reader:varint()
      if k < 3 or k > maxVertices then reader:fail('a piece of ' .. k .. ' vertices') end
      local piece = {}
      for v = 1, k do
        index = index + reader:zigzag()
        if index < 0 or index >= pointCount then reader:fail('a piece vertex ' .. index .. " outside the region's points") end
        piece[v] = index
      end
      pieces[q] = piece
    end
    return { rings = rings, pieces = pieces }
  end)
end

local function readRegions(reader, count, maxX, maxY, maxVertices)
  local regions, point = {}, { 0, 0 }
  for i = 1, count do regions[i] = readRegion(reader, point, maxX, maxY, maxVertices) end
  return regions
end

local function readDistanceField(bytes, start, finish, width, height)
  local fieldWidth = width + 2 * MARGIN
  local count = fieldWidth * (height + 2 * MARGIN)
  if count > MAX_FIELD_VALUES then corrupt('DIST', start, 'a field of ' .. count .. ' values exceeds 2^26') end
  if start == finish then corrupt('DIST', start, 'an empty distance field') end
  local tokens = newReader(bytes, start, finish, 'DIST')
  local parts, filled = {}, 0
  while filled < count do
    record(tokens, function()
      local t = tokens:varint()
      local n = floor(t / 2) + 1
      if n > count - filled then tokens:fail('a token of ' .. n .. ' values where ' .. (count - filled) .. ' are missing') end
      if t % 2 == 1 then
        parts[#parts + 1] = string.rep(string.char(tokens:u8()), n)
      else
        if n > tokens:left() then tokens:fail('a literal runs past the payload') end
        parts[#parts + 1] = sub(bytes, tokens.offset + 1, tokens.offset + n)
        tokens.offset = tokens.offset + n
      end
      filled = filled + n
    end)
  end
  if tokens:left() > 0 then tokens:fail('bytes follow the last token') end
  return table.concat(parts)
end

---------------------------------------------------------------------------------------------------------------------
-- The mask

local Mask = {}
Mask.__index = Mask

local function parse(bytes)
  local size = #bytes
  -- 1-4: the magic, the version, the size, the CRC.
  for i = 1, math.min(4, size) do
    if byte(bytes, i) ~= byte(MAGIC, i) then fail('not-a-hitmask', nil, 0, 'the file does not start with the .hitmask magic') end
  end
  if size <= 4 then fail('truncated', nil, size, 'the file ends inside the header') end
  if byte(bytes, 5) ~= 1 then
    fail('unsupported-version', nil, 4, 'format version ' .. byte(bytes, 5) .. ' (this reader reads 1)')
  end
  if size < 23 then fail('truncated', nil, size, 'the file is shorter than the smallest header') end
  local crcOffset = size - 4
  local c1, c2, c3, c4 = byte(bytes, crcOffset + 1, crcOffset + 4)
  if crc32(bytes, crcOffset) ~= ((c4 * 256 + c3) * 256 + c2) * 256 + c1 then
    fail('checksum-mismatch', nil, crcOffset, 'the CRC-32 does not match the file')
  end

  -- 5: the header.
  local mask = setmetatable({}, Mask)
  local header = newReader(bytes, 5, crcOffset, 'header')
  local function asHeader(read)
    local ok, result = pcall(read, header)
    if ok then return result end
    if hitmask.isError(result) then fail('corrupt-header', 'header', result.offset, result.reason) end
    error(result, 0)
  end
  mask.flags, mask.threshold, mask.rectMode = byte(bytes, 6, 8)
  if mask.rectMode > 2 then fail('corrupt-header', 'header', 7, 'rect mode ' .. mask.rectMode .. ' is not 0, 1 or 2') end
  header.offset = 8
  mask.scale = asHeader(Reader.f64)
  if not (mask.scale > 0 and mask.scale < math.huge) then
    fail('corrupt-header', 'header', 8, 'scale ' .. tostring(mask.scale) .. ' is not a positive number')
  end
  mask.width = asHeader(Reader.varint)
  mask.height = asHeader(Reader.varint)
  if mask.width == 0 or mask.height == 0 or mask.width * mask.height > MAX_PIXELS then
    fail('corrupt-header', 'header', 16, string.format('a %dx%d mask is empty or over 2^30 pixels', mask.width, mask.height))
  end
  local gridOffset = header.offset
  mask.rectGrid = asHeader(Reader.varint)
  if mask.rectGrid < 1 or mask.rectGrid > 4096 then
    fail('corrupt-header', 'header', gridOffset, 'rect grid ' .. mask.rectGrid .. ' is outside 1...4096')
  end

  -- 6: the section table.
  local sections, position, previous = {}, header.offset, 0
  while position < crcOffset do
    local id = byte(bytes, position + 1)
    local name = SECTION_NAMES[id] or ('section ' .. id)
    if id <= previous then corrupt(name, position, 'section id ' .. id .. ' does not follow ' .. previous) end
    local entry = newReader(bytes, position + 1, crcOffset, name)
    local lengthOffset = entry.offset
    local length = entry:varint()
    if length > crcOffset - entry.offset then entry:fail('the payload runs past the CRC', lengthOffset) end
    sections[id] = { start = entry.offset, finish = entry.offset + length }
    previous, position = id, entry.offset + length
  end
  if not sections[MASK] then corrupt('MASK', crcOffset, 'the file has no MASK section') end
  if not sections[RECT] then corrupt('RECT', crcOffset, 'the file has no RECT section') end

  -- 7: the codec byte.
  local maskSection = sections[MASK]
  if maskSection.start == maskSection.finish then corrupt('MASK', maskSection.start, 'an empty MASK section has no codec') end
  mask.codec = byte(bytes, maskSection.start + 1)
  if mask.codec ~= 1 and mask.codec ~= 3 then fail('unsupported-codec', 'MASK', maskSection.start, 'codec ' .. mask.codec) end

  -- 8: RECT, SRCH, FRAM.
  local rects = newReader(bytes, sections[RECT].start, sections[RECT].finish, 'RECT')
  mask.rects = readRects(rects, mask.width, mask.height, 'rects')
  if rects:left() > 0 then rects:fail('bytes follow the last rect') end
  if sections[SRCH] then
    local start, finish = sections[SRCH].start, sections[SRCH].finish
    if finish - start ~= 10 then corrupt('SRCH', start, 'a source record of ' .. (finish - start) .. ' bytes, not 10') end
    local digest = {}
    for i = 8, 1, -1 do digest[#digest + 1] = string.format('%02x', byte(bytes, start + i)) end
    mask.source = { digest = table.concat(digest),
      generatorRevision = byte(bytes, start + 9) + 256 * byte(bytes, start + 10) }
  end
  mask.frames = sections[FRAM] and readFrames(newReader(bytes, sections[FRAM].start, sections[FRAM].finish, 'FRAM'),
    mask.width, mask.height) or {}
  mask.framesByName = {}
  for _, frame in ipairs(mask.frames) do
    if not mask.framesByName[frame.name] then mask.framesByName[frame.name] = frame end
  end

  -- 9: the pixels (each codec checks the size against its data before taking memory for them).
  if mask.codec == 1 then
    mask.words = decodeRunLengths(bytes, maskSection.start + 1, maskSection.finish, mask.width, mask.height)
  else
    mask.words = decodeTransitions(bytes, maskSection.start + 1, maskSection.finish - maskSection.start - 1,
      mask.width, mask.height)
  end

  -- 10: the distance field, one byte a value in a string.
  if sections[DIST] then
    mask.distanceField = readDistanceField(bytes, sections[DIST].start, sections[DIST].finish, mask.width, mask.height)
  end

  -- 11: outlines.
  if sections[OUTL] then
    local reader = newReader(bytes, sections[OUTL].start, sections[OUTL].finish, 'OUTL')
    local settings = readOutlineSettings(reader)
    local countOffset = reader.offset
    local count = reader:varint()
    if count > reader:left() / 13 then reader:fail(count .. ' regions cannot fit in the bytes left', countOffset) end
    settings.regions = readRegions(reader, count, 16 * mask.width, 16 * mask.height, settings.maxVertices)
    if reader:left() > 0 then reader:fail('bytes follow the last region') end
    mask.outlines = settings
  end

  -- 12: each frame's outlines.
  if sections[FOUT] then
    local reader = newReader(bytes, sections[FOUT].start, sections[FOUT].finish, 'FOUT')
    if not sections[FRAM] then reader:fail('frame outlines without a FRAM section') end
    local settings = readOutlineSettings(reader)
    settings.frames = {}
    for i, frame in ipairs(mask.frames) do
      local countOffset = reader.offset
      local count = reader:varint()
      if count > reader:left() / 13 then reader:fail(count .. ' regions cannot fit in the bytes left', countOffset) end
      settings.frames[i] = readRegions(reader, count, 16 * frame.sourceSize[1], 16 * frame.sourceSize[2],
        settings.maxVertices)
    end
    if reader:left() > 0 then reader:fail("bytes follow the last frame's regions") end
    mask.frameOutlines = settings
  end
  return mask
end

--- Reads a whole .hitmask file from a string of its bytes. Returns the mask, or nil and an error (see above).
function hitmask.decode(bytes)
  if type(bytes) ~= 'string' then
    return nil, setmetatable({ kind = 'unreadable', reason = 'expected the file as a string of bytes' }, Error)
  end
  local ok, result = pcall(parse, bytes)
  if ok then return result end
  if hitmask.isError(result) then return nil, result end
  error(result, 0) -- a fault of this module, not of the file
end

--- Reads a .hitmask file with love.filesystem (or io, outside LÖVE). Returns the mask, or nil and an error whose
--- `file` names the file.
function hitmask.load(path)
  local bytes, problem
  if rawget(_G, 'love') and love.filesystem then
    bytes, problem = love.filesystem.read(path)
  else
    local file
    file, problem = io.open(path, 'rb')
    if file then bytes = file:read('*a'); file:close() end
  end
  if not bytes then
    return nil, setmetatable({ kind = 'unreadable', file = path, reason = tostring(problem or 'cannot be read') }, Error)
  end
  local mask, err = hitmask.decode(bytes)
  if err then
    err.file = path
    return nil, err
  end
  return mask
end

--- Whether pixel (x, y) is solid; positions between pixels fall in the pixel below and to the right of them.
function Mask:contains(x, y)
  local column, row = floor(x), floor(y)
  if not (column >= 0 and row >= 0 and column < self.width and row < self.height) then return false end
  return pixel(self.words, row * self.width + column)
end

--- The number of solid pixels.
function Mask:solidPixels()
  local count = 0
  for _, word in pairs(self.words) do
    while word > 0 do
      count = count + word % 2
      word = floor(word / 2)
    end
  end
  return count
end

--- The first frame of this name (an atlas page's sprite), or nil.
function Mask:frame(name) return self.framesByName[name] end

--- Whether pixel (x, y) of a frame's untrimmed sprite is solid: trimming and turning undone, read from the page.
function Mask:frameContains(frame, x, y)
  local sx, sy = floor(x), floor(y)
  if not (sx >= 0 and sy >= 0 and sx < frame.sourceSize[1] and sy < frame.sourceSize[2]) then return false end
  local px, py, pw, ph = frame.pageRect[1], frame.pageRect[2], frame.pageRect[3], frame.pageRect[4]
  local turned = frame.rotation % 2 == 1
  local W, H = turned and ph or pw, turned and pw or ph
  local u, v = sx - frame.trim[1], sy - frame.trim[2]
  if not (u >= 0 and v >= 0 and u < W and v < H) then return false end
  local dx, dy
  if frame.rotation == 0 then dx, dy = u, v
  elseif frame.rotation == 1 then dx, dy = H - 1 - v, u
  elseif frame.rotation == 2 then dx, dy = W - 1 - u, H - 1 - v
  else dx, dy = v, W - 1 - u end
  return self:contains(px + dx, py + dy)
end

--- The squared distance from pixel (x, y) to the nearest solid pixel's centre: exact below 255, and 255 for 256 or
--- more (beyond the 15-pixel margin too). From the DIST section when the file has one, else searched.
function Mask:distanceSquared(x, y)
  local column, row = floor(x), floor(y)
  if self:contains(column, row) then return 0 end
  if self.distanceField then
    local fx, fy, fieldWidth = column + MARGIN, row + MARGIN, self.width + 2 * MARGIN
    if not (fx >= 0 and fy >= 0 and fx < fieldWidth and fy < self.height + 2 * MARGIN) then return 255 end
    return byte(self.distanceField, fy * fieldWidth + fx + 1)
  end
  local best = 255
  for dy = -MARGIN, MARGIN do
    for dx = -MARGIN, MARGIN do
      local d = dx * dx + dy * dy
      if d < best and self:contains(column + dx, row + dy) then best = d end
    end
  end
  return best <= 254 and best or 255
end

--- Whether a solid pixel lies within `tolerance` pixels (below 16), centre to centre, of pixel (x, y).
function Mask:containsWithin(x, y, tolerance)
  if self:contains(x, y) then return true end
  if not (tolerance >= 0) then return false end
  if tolerance >= 16 then error('hitmask: tolerances reach below 16 pixels', 2) end
  return self:distanceSquared(x, y) <= math.min(floor(tolerance * tolerance), 254)
end

local function pixelRegions(regions, place)
  local result = {}
  for r, region in ipairs(regions) do
    local points = {}
    for _, ring in ipairs(region.rings) do
      for _, point in ipairs(ring) do points[#points + 1] = point end
    end
    local function flat(list)
      local out = {}
      for _, point in ipairs(list) do
        local x, y = place(point[1] / 16, point[2] / 16)
        out[#out + 1], out[#out + 2] = x, y
      end
      return out
    end
    local holes, pieces = {}, {}
    for i = 2, #region.rings do holes[#holes + 1] = flat(region.rings[i]) end
    for i, piece in ipairs(region.pieces) do
      local vertices = {}
      for k, index in ipairs(piece) do vertices[k] = points[index + 1] end
      pieces[i] = flat(vertices)
    end
    result[r] = { outer = flat(region.rings[1]), holes = holes, convexPieces = pieces }
  end
  return result
end

local function unmoved(x, y) return x, y end

--- The outlines' regions in pixels, as flat lists {x1, y1, x2, y2, ...} as love.graphics.polygon and
--- love.physics take them: each region's outer ring, its holes and its convex pieces. {} without outlines.
--- With a frame, that frame's own outlines (FOUT), in its untrimmed sprite's pixels.
function Mask:outlinePolygons(frame)
  if frame then
    if not self.frameOutlines then return {} end
    for i, candidate in ipairs(self.frames) do
      if candidate == frame then return pixelRegions(self.frameOutlines.frames[i], unmoved) end
    end
    return {}
  end
  return self.outlines and pixelRegions(self.outlines.regions, unmoved) or {}
end

---------------------------------------------------------------------------------------------------------------------
-- love.physics

-- Box2D's most vertices in one polygon shape (b2_maxPolygonVertices), which love.physics.newPolygonShape keeps.
local BOX2D_MAX_VERTICES = 8

--- love.physics shapes for a mask's solid area: one PolygonShape per convex piece of its outlines (a piece of more
--- than 8 vertices, Box2D's limit, is cut into fans of at most 8), in the body's coordinates. Options:
---   ox, oy   the pixel that sits at the body's origin (default 0, 0: the image's top-left corner)
---   scale    body units per pixel (default 1)
---   frame    an atlas frame: that frame's own outlines, in its untrimmed sprite's pixels
---   physics  the love.physics module (default love.physics)
--- Pieces too thin for Box2D (it merges vertices closer than its slop) are left out. Returns the shapes, then
--- how many pieces were left out.
function hitmask.newPhysicsShapes(mask, options)
  options = options or {}
  local physics = options.physics or (rawget(_G, 'love') and love.physics)
  assert(physics, 'hitmask.newPhysicsShapes needs love.physics (or options.physics)')
  local ox, oy, scale = options.ox or 0, options.oy or 0, options.scale or 1
  local shapes, leftOut = {}, 0
  for _, region in ipairs(mask:outlinePolygons(options.frame)) do
    for _, piece in ipairs(region.convexPieces) do
      local count = #piece / 2
      -- A convex piece of k > 8 vertices: fans from its first vertex, each of at most 8, sharing an edge.
      local first = 2
      repeat
        local last = math.min(first + BOX2D_MAX_VERTICES - 2, count)
        local coordinates = { (piece[1] - ox) * scale, (piece[2] - oy) * scale }
        for v = first, last do
          coordinates[#coordinates + 1] = (piece[2 * v - 1] - ox) * scale
          coordinates[#coordinates + 1] = (piece[2 * v] - oy) * scale
        end
        local ok, shape = pcall(physics.newPolygonShape, unpack(coordinates))
        if ok then shapes[#shapes + 1] = shape else leftOut = leftOut + 1 end
        first = last
      until last >= count
    end
  end
  return shapes, leftOut
end

return hitmask
