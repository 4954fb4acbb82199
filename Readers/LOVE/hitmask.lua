--[[ hitmask.lua: the .hitmask reader for Lua 5.1 and LuaJIT (LÖVE 11, or any Lua), written from docs/FORMAT.md.

  One file, no C: drop it into a game (LÖVE games ship as zip files). Loading checks the whole file as the other
  readers do (the same error kinds, sections and byte offsets); then `mask:contains(x, y)` answers in O(1). Under
  LuaJIT it keeps the pixels in FFI arrays and decodes in a loop its compiler takes whole; plain Lua 5.1 works too.

    local hitmask = require 'hitmask'
    local mask, problem = hitmask.load('masks/hero.hitmask')   -- love.filesystem; or hitmask.decode(bytes)
    assert(mask, tostring(problem))                           -- (Lua 5.1's assert takes a string only)
    local heroX, heroY = 100, 80                               -- where the hero's image is drawn
    function love.mousepressed(x, y)
      -- (mask.scale: the mask's pixels to a point, 2 for hero@2x.png, which LÖVE draws at half its pixels)
      if mask:contains((x - heroX) * mask.scale, (y - heroY) * mask.scale) then print('hit the hero') end
    end

  Atlas frames (mask:frame(name), mask:frameContains(frame, x, y)), touch tolerance (mask:containsWithin(x, y, r),
  from a DIST section or searched exactly), physics outlines (mask:outlinePolygons(), read from the file's bytes
  when first asked) and love.physics shapes from their convex pieces (hitmask.newPhysicsShapes(mask, options)) come
  with it.

  Bad bytes never raise a Lua error: decode and load return nil and an error, a table with `kind` (as the
  conformance vectors name it), `section`, `offset` and `reason`, which prints as one line.

  SPDX-FileCopyrightText: 2026 HitMask authors
  SPDX-License-Identifier: MIT
  The licence's text is hitmask._LICENSE. ]]

local hitmask = {
  _VERSION = 'hitmask.lua 0.1.0 (format version 1)',
  _DESCRIPTION = 'The .hitmask reader for LÖVE and Lua: pixel hit masks made by the hitmask tool',
  _URL = 'https://github.com/<you>/HitMask',
  _LICENSE = [[
    MIT License

    Copyright (c) 2026 HitMask authors

    Permission is hereby granted, free of charge, to any person obtaining a copy
    of this software and associated documentation files (the "Software"), to deal
    in the Software without restriction, including without limitation the rights
    to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
    copies of the Software, and to permit persons to whom the Software is
    furnished to do so, subject to the following conditions:

    The above copyright notice and this permission notice shall be included in all
    copies or substantial portions of the Software.

    THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
    IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
    FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
    AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
    LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
    OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
    SOFTWARE.
  ]],
}

local floor, min, max, abs = math.floor, math.min, math.max, math.abs
local byte, sub, tonumber = string.byte, string.sub, tonumber
local unpack = unpack or table.unpack -- Lua 5.1 and LuaJIT; table.unpack from 5.2 on
local bit = rawget(_G, 'bit') -- LuaJIT's bit library: faster checksums and lookups where it is there

-- The format's numbers (FORMAT.md), named once; offsets are 0-based, as FORMAT.md counts them.
local MAGIC = '\137HMK'
local VERSION = 1
local VERSION_OFFSET, FLAGS_OFFSET, RECT_MODE_OFFSET, SCALE_OFFSET, SIZE_OFFSET = 4, 5, 7, 8, 16
local MIN_FILE_SIZE, CRC_SIZE = 23, 4
local MAX_RECT_MODE, MAX_RECT_GRID = 2, 4096
local MAX_PIXELS = 2 ^ 30
local CODEC_RUNS, CODEC_TRANSITIONS = 1, 3
local SOURCE_RECORD_SIZE = 10
local FRAME_HAS_PIVOT, FRAME_FLAG_LIMIT = 4, 8 -- flags: rotation in bits 0-1, a pivot in bit 2, no others
local MAX_FIELD_VALUES = 2 ^ 26
local MARGIN = 15 -- the distance field's margin around the image (FORMAT.md, DIST)
local MAX_OUTLINE_MODE, MAX_EPSILON16, MIN_PIECE_VERTICES, MAX_PIECE_VERTICES, MIN_RING_POINTS = 2, 1024, 3, 255, 3
-- The fewest bytes a record can take, to check a count against the bytes left before taking memory for it.
local MIN_RECT_SIZE, MIN_FRAME_SIZE, MIN_REGION_SIZE, MIN_RING_SIZE, MIN_POINT_SIZE, MIN_PIECE_SIZE = 4, 12, 13, 7, 2, 4
local SECTION_NAMES = { 'MASK', 'RECT', 'SRCH', 'DIST', 'FRAM', 'OUTL', 'FOUT' }
local MASK, RECT, SRCH, DIST, FRAM, OUTL, FOUT = 1, 2, 3, 4, 5, 6, 7

local POW = {}
for k = 0, 32 do POW[k] = 2 ^ k end
local HEX = {} -- two lowercase hex digits of each byte
for b = 0, 255 do HEX[b] = string.format('%02x', b) end


---------------------------------------------------------------------------------------------------------------------
-- Errors

---@class HitMaskError
---@field kind string the conformance vectors' name for it: 'not-a-hitmask', 'truncated', 'corrupt-section', ...
---@field section string|nil the section it lies in ('header', 'MASK', 'FRAM', ...)
---@field offset integer|nil the byte it lies at, counted from 0
---@field reason string what is wrong
---@field file string|nil the file, when hitmask.load read one
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

---@class HitMaskRect
---@field x integer
---@field y integer
---@field width integer
---@field height integer

---@class HitMaskFrame
---@field name string
---@field pageRect integer[] x, y, width, height on the page
---@field rotation integer quarter turns clockwise, 0-3
---@field trim integer[] x, y
---@field sourceSize integer[] width, height of the untrimmed sprite
---@field pivot number[]|nil
---@field rects HitMaskRect[]

---@class HitMaskOutlinePolygons
---@field outer number[] x1, y1, x2, y2, ... in pixels
---@field holes number[][]
---@field convexPieces number[][]

--- Whether a newer writer made the file (a newer format version or codec), rather than damage.
---@return boolean
function Error:isFromNewerWriter() return self.kind == 'unsupported-version' or self.kind == 'unsupported-codec' end

--- Whether `value` is an error of this module (what decode and load return beside nil).
---@param value any
---@return boolean
function hitmask.isError(value) return getmetatable(value) == Error end

---------------------------------------------------------------------------------------------------------------------
-- Bytes: offsets are 0-based, as FORMAT.md counts them; `bytes` is a Lua string.

local Reader = {}
Reader.__index = Reader

--- Reads fields from bytes[start, finish); every failure is a `kind` of error (default: a corrupt `section`) at the
--- failing field's offset. Every key is set here (`record` by beginRecord later), since a key added to a table
--- afterwards makes Lua grow and rehash it.
local function newReader(bytes, start, finish, section, kind)
  return setmetatable({ bytes = bytes, offset = start, finish = finish, section = section, kind = kind or false,
    record = false }, Reader)
end

function Reader:left() return self.finish - self.offset end

--- Fails at `offset` (default: the field being read), or inside a record at the record's first byte, with the
--- reader's kind of error (a corrupt section, unless it reads the header).
function Reader:fail(reason, offset)
  fail(self.kind or 'corrupt-section', self.section, self.record or offset or self.offset, reason)
end

function Reader:u8()
  if self.offset >= self.finish then self:fail('ends inside a field') end
  local value = byte(self.bytes, self.offset + 1)
  self.offset = self.offset + 1
  return value
end

--- A varint's byte at `at` (0-based), failing at the varint's `start` past the reader's end.
local function varintByte(reader, at, start)
  if at >= reader.finish then reader:fail('a varint runs past the end', start) end
  return byte(reader.bytes, at + 1)
end

--- Unsigned LEB128: at most 5 bytes, at most 2^32 - 1. A byte at a time without a loop: LuaJIT compiles a loop
--- as a trace of its own, and every caller's trace would end at it (the caller's rest then interpreted).
function Reader:varint()
  local start = self.offset
  local b1 = varintByte(self, start, start)
  if b1 < 128 then self.offset = start + 1; return b1 end
  local b2 = varintByte(self, start + 1, start)
  local value = b1 - 128 + b2 * 128
  if b2 < 128 then self.offset = start + 2; return value end
  local b3 = varintByte(self, start + 2, start)
  value = value - 16384 + b3 * 16384
  if b3 < 128 then self.offset = start + 3; return value end
  local b4 = varintByte(self, start + 3, start)
  value = value - 2097152 + b4 * 2097152
  if b4 < 128 then self.offset = start + 4; return value end
  local b5 = varintByte(self, start + 4, start)
  if b5 >= 128 then self:fail('a varint is longer than 5 bytes', start) end
  value = value - 268435456 + b5 * 268435456
  if value > 4294967295 then self:fail('a varint exceeds 32 bits', start) end
  self.offset = start + 5
  return value
end

function Reader:zigzag()
  local v = self:varint()
  return v % 2 == 0 and v / 2 or -(v + 1) / 2
end

--- An IEEE 754 binary64, little-endian.
function Reader:f64()
  if self.finish - self.offset < 8 then self:fail('ends inside a number') end
  local b1, b2, b3, b4, b5, b6, b7, b8 = byte(self.bytes, self.offset + 1, self.offset + 8)
  self.offset = self.offset + 8
  local sign = b8 >= 128 and -1 or 1
  local exponent = (b8 % 128) * 16 + floor(b7 / 16)
  local fraction = (((((b7 % 16) * 256 + b6) * 256 + b5) * 256 + b4) * 256 + b3) * 256 * 256 + b2 * 256 + b1
  if exponent == 2047 then return fraction == 0 and sign * math.huge or 0 / 0 end
  if exponent == 0 then return sign * math.ldexp(fraction, -1074) end
  return sign * math.ldexp(fraction + 2 ^ 52, exponent - 1075)
end

--- Starts a record (a rect, a frame, a region, a token): until `endRecord`, the reader's failures are reported at
--- its first byte, or at an enclosing record's. Returns what endRecord takes.
local function beginRecord(reader)
  local enclosing = reader.record
  reader.record = enclosing or reader.offset
  return enclosing
end

local function endRecord(reader, enclosing) reader.record = enclosing end

-- Plain Lua 5.1 has no bit operators: exclusive or of two 32-bit numbers (a bit at a time), a right shift, and a
-- mask of the low byte, for crc32 where LuaJIT's bit library is missing. Functions of the module, not closures made
-- in crc32: a function that makes closures keeps LuaJIT from compiling its loop.
local function plainXor(a, b)
  local result, weight = 0, 1
  while a > 0 or b > 0 do
    local x, y = a % 2, b % 2
    if x ~= y then result = result + weight end
    a, b, weight = (a - x) / 2, (b - y) / 2, weight * 2
  end
  return result
end
local function plainShift(a, n) return floor(a / POW[n]) end
local function plainLowByte(a) return a % 256 end
local crcXor, crcShift = bit and bit.bxor or plainXor, bit and bit.rshift or plainShift
local crcLowByte = bit and function(a) return bit.band(a, 255) end or plainLowByte

---------------------------------------------------------------------------------------------------------------------
-- Pixels
--
-- Pixel i of the row-major stream is bit 31 - i % 32 of word floor(i / 32), words counted from 0. Under LuaJIT (every
-- LÖVE build) the words are an FFI array of uint32_t, a bit a pixel as in the other readers, which its compiler
-- reads and writes as machine words; in plain Lua, a table holding only the words that are not 0, each a number.

local ffi = (function()
  local ok, module = pcall(require, 'ffi')
  return ok and bit and module or nil
end)()

local newWords, setSolid, pixel, wordsSolidPixels
local WORD_POINTER = ffi and ffi.typeof('uint32_t *') -- a big mask's words, and what the decoder fills through
-- For overlaps: the 32 pixels from `start` on as a word (first pixel in bit 31), two words' shared bits, a window
-- of a mirrored side (its bits reversed), and a word's solid pixels and leading clear ones.
local window, both, mirrorWindow, ones, leadingClear

if ffi then
  local band, bor, rshift, lshift = bit.band, bit.bor, bit.rshift, bit.lshift
  local wordArray = ffi.typeof('uint32_t[?]')
  ffi.cdef 'void *calloc(size_t count, size_t size); void free(void *memory);'
  local BIG_WORDS = 32768 -- 128 KB, where LuaJIT's allocator starts taking each array straight from the system
  -- Zero-filled, with a word of room after the pixels' words, so that `window` reads two words unchecked. A big
  -- mask's words come from the C heap (calloc, freed with their cdata), as hitmask.h's do: LuaJIT maps an array of
  -- BIG_WORDS and more afresh and unmaps it when freed, so every 4 KB of it faulted (a 1 MB array took 470 us, about
  -- the C reader's whole load of a 4096 x 2048 mask; from the C heap, 20 us). The collector, which does not see
  -- that memory, is stepped by its size, as if it had allocated it, so that it frees dropped masks' words as soon.
  newWords = function(pixels)
    local count = floor((pixels + 31) / 32) + 1
    if count < BIG_WORDS then return wordArray(count) end
    local memory = ffi.C.calloc(count, 4)
    if memory == nil then error('not enough memory for a mask of ' .. pixels .. ' pixels') end
    collectgarbage('step', floor(count / 256)) -- (in KB)
    return ffi.gc(ffi.cast(WORD_POINTER, memory), ffi.C.free)
  end

  --- Pixels start ... start + count - 1 turn solid: the first word's bits from its pixel start % 32 on, whole words
  --- (ffi.fill: a loop here would be a trace of its own, which every decoder's trace would end at), and the last
  --- word's first bits.
  setSolid = function(words, start, count)
    local finish = start + count
    local first, last = rshift(start, 5), rshift(finish - 1, 5)
    local head, tail = rshift(-1, band(start, 31)), lshift(-1, 31 - band(finish - 1, 31))
    if first == last then
      words[first] = bor(words[first], band(head, tail))
      return
    end
    words[first] = bor(words[first], head)
    if last > first + 1 then ffi.fill(words + (first + 1), 4 * (last - first - 1), 255) end
    words[last] = bor(words[last], tail)
  end

  pixel = function(words, index)
    return band(rshift(words[rshift(index, 5)], 31 - band(index, 31)), 1) == 1
  end

  window = function(words, start) -- start below the pixel count
    local w, shift = rshift(start, 5), band(start, 31)
    return bor(lshift(words[w], shift), rshift(rshift(words[w + 1], 1), 31 - shift)) -- no branch: shift 0 takes none
  end

  both = band

  mirrorWindow = function(v, count) -- the reverse of v's bits, its last `count` first (count 1 ... 32)
    v = bor(band(rshift(v, 1), 0x55555555), lshift(band(v, 0x55555555), 1))
    v = bor(band(rshift(v, 2), 0x33333333), lshift(band(v, 0x33333333), 2))
    v = bor(band(rshift(v, 4), 0x0F0F0F0F), lshift(band(v, 0x0F0F0F0F), 4))
    return lshift(bit.bswap(v), 32 - count)
  end

  ones = function(v) -- in parallel: pairs, nibbles, bytes, then the bytes' sum
    v = v - band(rshift(v, 1), 0x55555555)
    v = band(v, 0x33333333) + band(rshift(v, 2), 0x33333333)
    v = band(v + rshift(v, 4), 0x0F0F0F0F)
    v = v + rshift(v, 8)
    return band(v + rshift(v, 16), 63)
  end

  leadingClear = function(v)
    local n = 0
    while band(v, 0x80000000) == 0 do
      v = lshift(v, 1)
      n = n + 1
    end
    return n
  end

  wordsSolidPixels = function(words, pixels)
    local count = 0
    for w = 0, floor((pixels + 31) / 32) - 1 do
      local v = words[w]
      while v ~= 0 do -- clears the lowest set bit
        v = band(v, v - 1)
        count = count + 1
      end
    end
    return count
  end
else
  newWords = function() return {} end

  --- Runs never overlap, so each word's bits are added: bits a ... b - 1 (from the word's high end) weigh
  --- 2^(32 - a) - 2^(32 - b).
  setSolid = function(words, start, count)
    local finish = start + count
    while start < finish do
      local w = floor(start / 32)
      local a = start - w * 32
      local b = finish - w * 32
      if b > 32 then b = 32 end
      words[w] = (words[w] or 0) + POW[32 - a] - POW[32 - b]
      start = w * 32 + b
    end
  end

  pixel = function(words, index)
    local w = words[floor(index / 32)]
    if not w then return false end
    return floor(w / POW[31 - index % 32]) % 2 == 1
  end

  window = function(words, start)
    local w, shift = floor(start / 32), start % 32
    local high, low = words[w] or 0, words[w + 1] or 0
    return (high * POW[shift]) % POW[32] + floor(low / POW[32 - shift]) % POW[shift]
  end

  --- Bit by bit, from the high end: plain Lua has no bitwise operators.
  both = function(p, q)
    local shared = 0
    for k = 31, 0, -1 do
      local weight = POW[k]
      local inP, inQ = p >= weight, q >= weight
      if inP then p = p - weight end
      if inQ then q = q - weight end
      if inP and inQ then shared = shared + weight end
    end
    return shared
  end

  mirrorWindow = function(v, count)
    local reversed = 0
    for _ = 1, 32 do
      reversed, v = reversed * 2 + v % 2, floor(v / 2)
    end
    return (reversed * POW[32 - count]) % POW[32]
  end

  ones = function(v)
    local count = 0
    while v > 0 do
      count = count + v % 2
      v = floor(v / 2)
    end
    return count
  end

  leadingClear = function(v)
    local n = 0
    while v < POW[31] do
      v = v * 2
      n = n + 1
    end
    return n
  end

  wordsSolidPixels = function(words)
    local count = 0
    for _, word in pairs(words) do
      while word > 0 do
        count = count + word % 2
        word = floor(word / 2)
      end
    end
    return count
  end
end

--- 0-based arrays of whole numbers, zero-filled: FFI int32_t arrays under LuaJIT, tables in plain Lua.
local newInts = ffi and (function()
  local intArray = ffi.typeof('int32_t[?]')
  return function(count) return intArray(count) end
end)() or function(count)
  local t = {}
  for i = 0, count - 1 do t[i] = 0 end
  return t
end

--- The CRC-32 of bytes 1 ... finish. Its table is made at the first call, in newInts' array (under LuaJIT an FFI
--- array of 32-bit integers, entry 0 included, which its traces read in one load: twice as fast as a table).
local crcTable
local function crc32(bytes, finish)
  local bxor, rshift, lowByte = crcXor, crcShift, crcLowByte
  if not crcTable then
    crcTable = newInts(256)
    for n = 0, 255 do
      local c = n
      for _ = 1, 8 do
        if c % 2 == 1 then c = bxor(3988292384, rshift(c, 1)) % 4294967296 else c = rshift(c, 1) end
      end
      crcTable[n] = bit and bit.tobit(c) or c % 4294967296
    end
  end
  -- With the bit library, crc is a signed 32-bit number whose bits are the checksum's; rshift treats it unsigned.
  local crc = 4294967295
  for i = 1, finish do
    crc = bxor(crcTable[lowByte(bxor(crc, byte(bytes, i)))], rshift(crc, 8))
  end
  return bxor(crc, 4294967295) % 4294967296
end

-- Logical shifts and masks of numbers below 2^32: LuaJIT's bit library (compiled to machine instructions), or
-- arithmetic in plain Lua (only for a mask of ones, m = 2^k - 1).
local rshift = ffi and bit.rshift or function(a, n) return floor(a / POW[n]) end
local band = ffi and bit.band or function(a, m) return a % (m + 1) end

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
  local words, index, solid = newWords(total), 0, false
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
local RATES = newInts(63)
local BIT_LENGTH = newInts(256) -- BIT_LENGTH[v]: the number of bits of v
local HIGH_BIT_LENGTH = newInts(256) -- the bits of 256 h + l: 8 more than h's, or none for h = 0
for v = 1, 255 do
  BIT_LENGTH[v] = BIT_LENGTH[floor(v / 2)] + 1
  HIGH_BIT_LENGTH[v] = BIT_LENGTH[v] + 8
end
for k = 0, 62 do RATES[k] = floor(65536 / (k + 1.5) + 0.5) end
-- "Ending and limits": a modelled decision costs at least 0.00141 bits, so `length` coded bytes account for at most
-- this many decisions; the height is checked against it before allocating, and every decision counts against it.
local function decisionBudget(length) return 5700 * length + 32768 end

-- The coder's models, shared by every decode (a decode runs to its end before another starts), 0-based as
-- FORMAT.md numbers them: p, the chance of a 0 in units of 2^-16, and n, the index of its rate in RATES (the
-- decisions it has seen, plus one, up to 62).
local P, N = newInts(MODEL_COUNT), newInts(MODEL_COUNT)
local STARTED = newInts(4 * 17) -- the number of the decode that last set up each block of 32 length models

--- The mode models' starting probabilities and rates, set at the start of each decode: copied from a set made once
--- where the FFI is, rather than set one by one on every decode.
local startModes
do
  local modeP, modeN = newInts(LENGTHS), newInts(LENGTHS)
  for _, group in ipairs(START) do
    local value = floor(group[3] * 65536 / 100)
    for i = group[1], group[2] - 1 do modeP[i], modeN[i] = value, 1 end
  end
  startModes = function(p, n)
    if ffi then
      ffi.copy(p, modeP, 4 * LENGTHS)
      ffi.copy(n, modeN, 4 * LENGTHS)
    else
      for i = 0, LENGTHS - 1 do p[i], n[i] = modeP[i], modeN[i] end
    end
  end
end
local decodes = 0

-- The decoder's steps. It is one loop taking one step at a time, a decision or a move, with the step to take next
-- in `step` (and an outer loop around it for the coder's normalization, below): LuaJIT compiles such a loop and its
-- branches, where loops a few iterations long inside it, or calls that the interpreter made hot first, keep it from
-- compiling at all (17-22 times the C reader's time). Each path through a turn that the data takes often becomes a
-- trace of its own, and LuaJIT compiles at most 100 for a loop (its `maxside`); the paths it meets past them fall
-- back to the interpreter. So a turn branches only where the format does (each branch doubles the paths through
-- it), and rare work, such as the coder's normalization, is a step of its own. On the benchmarks page's corpora the
-- loop takes 80-88 paths; with normalization inside each decision it took 142-161, and ran up to 20% slower for the
-- ones past 100.

--- A block of 32 length models and its 32 top models, from `lengths` and `top` on, set to their starts (copied
--- from a block made once where the FFI is).
local startRunBlock
do
  local lengthP, topP, ones = newInts(32), newInts(32), newInts(32)
  for i = 0, 31 do
    lengthP[i] = floor((i < 9 and LENGTH_START[i] or 93) * 65536 / 100)
    topP[i], ones[i] = floor(TOP_START * 65536 / 100), 1
  end
  startRunBlock = function(lengths, top)
    if ffi then
      ffi.copy(P + lengths, lengthP, 128)
      ffi.copy(P + top, topP, 128)
      ffi.copy(N + lengths, ones, 128)
      ffi.copy(N + top, ones, 128)
    else
      for i = 0, 31 do P[lengths + i], P[top + i], N[lengths + i], N[top + i] = lengthP[i], topP[i], 1, 1 end
    end
  end
end

-- The steps, read back through STEPS at each turn of the loop (STEPS[i] = i): a step set as a constant would let
-- LuaJIT see that the loop's next turn cannot take the path its trace recorded, abort the trace and, after a few
-- aborts (whether one comes depends on the turn recording starts at), give up compiling the loop for good (12 times
-- slower, about one run in 35 on pingus-data).
local STEPS = newInts(15)
for i = 1, 14 do STEPS[i] = i end
local FIND_BACK, FIND_FORWARD, MODE, PASS_STEP, HORIZONTAL_STEP, SIGN, FIRST_MAGNITUDE, SECOND_MAGNITUDE,
  RUN_UNARY, RUN_TOP, RUN_EVEN, FILL, NORMALIZE, RUN_SETUP = 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14

--- The base of the length models for a run of `colour`, the first or second of a horizontal step (`which`), whose
--- predicted length is `predicted`: the block of its predicted length's bits (at most 16; its high byte's and its
--- low byte's looked up and the larger kept, so that no branch doubles the decoder's paths). A function of the
--- module, made once: LuaJIT's traces through it hold from one decode to the next.
local function runModels(colour, which, predicted)
  local v = predicted + 1
  local bits = max(HIGH_BIT_LENGTH[min(rshift(v, 8), 255)], BIT_LENGTH[band(v, 255)])
  return ((colour * 2 + which) * 17 + bits) * 32
end

--- The step a run whose models start at `base` begins with in decode number `decode`: its unary length, or first
--- the set-up of its block (at the block's first use in a decode), chosen in arithmetic: a branch here doubled the
--- paths through both runs' first turns.
local function firstRunStep(base, decode)
  return RUN_UNARY + min(1, abs(STARTED[rshift(base, 5)] - decode)) * (RUN_SETUP - RUN_UNARY)
end

-- One set of row arrays serves every decode (a decode runs to its end before another starts), so that a file of
-- small sprites allocates none; a mask whose rows need more than SHARED_ROW_LIMIT entries gets its own, so that one
-- huge mask does not keep them after its decode.
local SHARED_ROW_LIMIT = 65536
local sharedRows = { capacity = 0 }

--- Four arrays (two rows of changes and their categories) of at least `capacity` entries each.
local function rowArrays(capacity)
  if capacity > SHARED_ROW_LIMIT then
    return newInts(capacity), newInts(capacity), newInts(capacity), newInts(capacity)
  end
  local rows = sharedRows
  if rows.capacity < capacity then
    rows.capacity = math.max(capacity, 256, math.min(2 * rows.capacity, SHARED_ROW_LIMIT))
    for i = 1, 4 do rows[i] = newInts(rows.capacity) end
  end
  return rows[1], rows[2], rows[3], rows[4]
end

--- A corrupt MASK at coded byte `at` of `length` from `data` (at most the end). A function of the module, not a
--- closure made per decode: LuaJIT does not compile the making of one, and the decode's setup would not compile.
local function failInMask(data, length, reason, at) corrupt('MASK', data + (at < length and at or length), reason) end

--- Where the coded data stands once range is back to at least 2^24 (the bytes a decision's normalization takes,
--- which the decoder reads in a step of its own): the offset FORMAT.md reports a failure after a decision at.
local function normalized(range, position)
  if range < 16777216 then position = position + 1 end
  if range < 65536 then position = position + 1 end
  return position
end

-- The coder's range and code (FORMAT.md's 32-bit numbers), kept between turns as 64-bit integers in an FFI struct
-- where LuaJIT is: its arithmetic on numbers is floating-point (a decision's bound, a 16-bit by 16-bit product, was
-- converted to doubles and back at each decision), on int64 cdata it is integer, and a struct's field holds one
-- unboxed from one turn to the next. In plain Lua, a table of numbers. Shared by every decode, as the models are.
local CODER = ffi and ffi.new('struct { int64_t range, code; }') or {}

--- One decision with the adaptive model `model` (FORMAT.md's coder): 0 or 1. With a branch on the answer: the
--- steps branch on it anyway, and the next decision waits only for the comparison (arithmetic without the branch put
--- about 40 cycles of dependent floating-point operations between one decision and the next). prob moves up on a 0,
--- down on a 1, clamped at 65472 and 64; the rate's index stops at 62.
local function decide(coder, p, n, rates, model)
  local prob, seen = p[model], n[model]
  local rate = rates[seen]
  local range, code = coder.range, coder.code
  local bound = rshift(range, 16) * prob
  n[model] = min(seen + 1, 62)
  if code < bound then
    coder.range = bound
    p[model] = min(65472, prob + rshift((65536 - prob) * rate, 16))
    return 0
  end
  coder.code, coder.range = code - bound, range - bound
  p[model] = max(64, prob - rshift(prob * rate, 16))
  return 1
end

local function decodeTransitions(bytes, data, length, width, height)
  if length < 5 or byte(bytes, data + 1) ~= 0 then
    corrupt('MASK', data, 'the transition data does not start as a range coder does')
  end
  local budget = decisionBudget(length)
  if height > budget then corrupt('MASK', data, 'too many rows for the coded data') end

  local p, n, rates = P, N, RATES
  startModes(p, n)
  decodes = decodes % 2147483647 + 1
  local decode = decodes
  local b1v, b2v, b3v, b4v = byte(bytes, data + 2, data + 5)
  local coder, position = CODER, 5
  coder.range, coder.code = 4294967295, ((b1v * 256 + b2v) * 256 + b3v) * 256 + b4v

  local W = width
  local words = newWords(width * height)
  -- Under LuaJIT the fill writes through a pointer, one type for every mask's words (an array, or a big mask's
  -- pointer): a trace made for one type fails on the other.
  local pixels = ffi and ffi.cast(WORD_POINTER, words) or words
  -- The reference row and the row being decoded: changes (1-based), then three sentinels W, with the category each
  -- change was coded in (8 for the sentinels). They swap after each row; a row holds at most min(W, budget)
  -- changes (every change takes a decision), so four arrays of that many, the sentinels and a step's two changes
  -- suffice, which a check at each change keeps (FFI arrays have no bounds of their own).
  local capacity = math.min(W, budget) + 6
  local ref, refCategory, row, rowCategory = rowArrays(capacity)
  ref[1], ref[2], ref[3], refCategory[1], refCategory[2], refCategory[3] = W, W, W, 8, 8, 8

  local decisions, y, count, a0, colour, j, parity = 0, 0, 0, -1, 0, 1, 0
  local b1, b2, ctx, s, sign, model, d = 0, 0, 0, 0, 1, 0, nil
  -- A horizontal step's two runs: which (0, 1), where the first began and ended, and the run being read: its
  -- models' base, unary length L, value and even bits left.
  local which, begin, a1, base, L, value, evenLeft = 0, 0, 0, 0, 0, 0, 0
  -- Filling the finished row: its change pair k.
  local k = 1
  local step, steps = FIND_BACK, STEPS -- a local: the array's address one load away, not three
  local resume = FIND_BACK -- the step a normalization returns to

  -- The turns, in the inner loop; a normalization leaves it for the outer one. LuaJIT compiles a loop from the turn
  -- it happens to be at when the loop turns hot, and that path's trace is the root the others branch from; its
  -- second iteration holds a copy of the turn dispatch, whose paths get a trace tree of their own. From a
  -- normalization, which any step can follow, that copy grew a second tree of every path (123-129 paths, up to 31
  -- of them interpreted: from 3-8% to 40% slower, in about one run in 4 to one in 30). A root trace cannot leave its
  -- loop, so a recording begun at a normalization is dropped, and LuaJIT begins again at another turn.
  while true do
    while true do
      step = steps[step]
      if step <= FIND_FORWARD then
        -- b1: the first change of the reference row right of a0 whose colour is not the current one; b2 the next.
        if step == FIND_BACK and j > 1 and ref[j - 1] > a0 then
          j, parity = j - 1, 1 - parity
        else
          -- Forward: to a change of the colour sought (in the same turn), then past pairs of changes at or left of a0
          -- (the two colours' changes alternate), a pair a turn.
          if parity ~= colour then j, parity = j + 1, 1 - parity end
          if ref[j] <= a0 then
            j, step = j + 2, FIND_FORWARD
          else
            if count > capacity - 6 then
              failInMask(data, length, 'takes more decisions than its size allows', position)
            end
            b1, b2 = ref[j], ref[j + 1]
            local gap, distance = b2 - b1, b1 - a0
            -- span: 0 for a gap of at most 1, 1 up to 3, else 2; near: 0 for a distance of at most 1, 1 up to 4, else 2
            -- (in arithmetic: branches on them would send LuaJIT's traces either way).
            local span = min(1, max(0, gap - 1)) + min(1, max(0, gap - 3))
            local near = min(1, max(0, distance - 1)) + min(1, max(0, distance - 4))
            ctx = ((refCategory[j] * 3 + span) * 3 + near) * 2 + colour
            model, step = V0 + ctx, MODE
          end
        end
      end
      -- The same turn of the loop takes the decision a search ends at (one turn a change fewer).
      if step > FIND_FORWARD and step < FILL then
        -- One decision: with both values equally likely for a run's even bits, else with the adaptive model.
        local result
        if step == RUN_EVEN then
          local range, code = rshift(coder.range, 1), coder.code
          coder.range, result = range, 0
          if code >= range then coder.code, result = code - range, 1 end
        else
          result = decide(coder, p, n, rates, model)
        end
        decisions = decisions + 1

        local runValue
        if step == MODE then
          if result == 1 then d = 0 else model, step = PASS + ctx, PASS_STEP end
        elseif step == PASS_STEP then
          if result == 1 then
            if not (b2 < W) then
              failInMask(data, length, string.format("row %d: a pass past the row's end", y),
                normalized(coder.range, position))
            end
            a0, step = b2, FIND_BACK
          else
            model, step = HORIZONTAL + ctx, HORIZONTAL_STEP
          end
        elseif step == HORIZONTAL_STEP then
          if result == 1 then
            which, begin = 0, max(a0, 0)
            base = runModels(colour, which, b1 - begin)
            L, model, step = 1, LENGTHS + base, firstRunStep(base, decode)
          else
            model, step = NEGATIVE + ctx, SIGN
          end
        elseif step == SIGN then
          s, sign = ctx * 2 + result, 1 - 2 * result -- (a 1 for a negative change)
          model, step = MAGNITUDE1 + s, FIRST_MAGNITUDE
          -- The magnitude's decisions in the same turn while no normalization falls due (about 24 times in 25; after
          -- one, in steps of their own): a small vertical move took three turns, the most common sequence of all.
          if coder.range >= 16777216 then
            decisions = decisions + 1
            if decide(coder, p, n, rates, model) == 1 then
              d = sign
            else
              model, step = MAGNITUDE2 + s, SECOND_MAGNITUDE
              if coder.range >= 16777216 then
                decisions = decisions + 1
                d = sign * (3 - decide(coder, p, n, rates, model))
              end
            end
          end
        elseif step == FIRST_MAGNITUDE then
          if result == 1 then d = sign else model, step = MAGNITUDE2 + s, SECOND_MAGNITUDE end
        elseif step == SECOND_MAGNITUDE then
          d = sign * (3 - result) -- a magnitude of 2 on a 1, else 3
        elseif step == RUN_UNARY then
          if result == 1 and L < 30 then
            L, model = L + 1, model + 1
          elseif L == 1 and result == 0 then
            runValue = 0
          else
            if result == 1 then L = 31 end
            model, step = TOP + base + L - 1, RUN_TOP
          end
        elseif step == RUN_TOP then
          value, evenLeft = result + 2, L - 2
          if evenLeft == 0 then runValue = value - 1 else step = RUN_EVEN end
        else -- RUN_EVEN
          value, evenLeft = 2 * value + result, evenLeft - 1
          if evenLeft == 0 then runValue = value - 1 end
        end

        if d then
          -- A vertical change, d pixels from b1.
          local change = b1 + d
          if not (a0 < change and change <= W) then
            failInMask(data, length, string.format('row %d: a vertical change outside the row', y),
              normalized(coder.range, position))
          end
          if change < W then count = count + 1; row[count], rowCategory[count] = change, d + 3 end
          a0, colour, d, step = change, 1 - colour, nil, FIND_BACK
        elseif runValue then
          if which == 0 then
            if not (runValue <= W - begin and (runValue >= 1 or a0 < 0)) then
              failInMask(data, length, string.format('row %d: a first run that does not fit', y),
                normalized(coder.range, position))
            end
            a1, which = begin + runValue, 1
            base = runModels(1 - colour, which, b2 - b1)
            L, model, step = 1, LENGTHS + base, firstRunStep(base, decode)
          else
            if not (runValue <= W - a1 and (runValue >= 1 or a1 == W)) then
              failInMask(data, length, string.format('row %d: a second run that does not fit', y),
                normalized(coder.range, position))
            end
            local a2 = a1 + runValue
            if a1 < W then count = count + 1; row[count], rowCategory[count] = a1, 7 end
            if a2 < W then count = count + 1; row[count], rowCategory[count] = a2, 7 end
            a0, step = a2, FIND_BACK
          end
        end
        if step == FIND_BACK and a0 >= W then
          -- The row is decoded. The decision budget, checked once a row: it cannot be reached before the data runs
          -- out (FORMAT.md, "Ending and limits"), so where it is checked changes nothing.
          if decisions > budget then
            failInMask(data, length, 'takes more decisions than its size allows', normalized(coder.range, position))
          end
          -- The row's sentinels, which also end its last solid run when its changes are odd in number.
          row[count + 1], row[count + 2], row[count + 3] = W, W, W
          rowCategory[count + 1], rowCategory[count + 2], rowCategory[count + 3] = 8, 8, 8
          k, step = 1, FILL -- its fill, which also ends it
        end
        -- Normalization, a step of its own when range has fallen below 2^24 (about one decision in 25), chosen by
        -- arithmetic rather than a branch so that no decision's paths double: each path through a turn is a trace
        -- of its own, LuaJIT compiles at most 100 for one loop, and the paths it meets past them run interpreted.
        local low = 1 - min(1, tonumber(rshift(coder.range, 24))) -- 1 below 2^24
        resume, step = step, step + low * (NORMALIZE - step)
      elseif step == NORMALIZE then
        break
      elseif step == RUN_SETUP then
        -- A run's block of models, set up at its first use in a decode.
        STARTED[rshift(base, 5)] = decode
        startRunBlock(LENGTHS + base, TOP + base)
        step = RUN_UNARY
      elseif step == FILL then
        -- The row's pixels: solid from c1 to c2 - 1, c3 to c4 - 1, ..., and from the last change to W - 1 if odd (to
        -- the first sentinel); a pair of changes at each turn (one, of sentinels, for a row without changes). The
        -- last pair's turn ends the row: the decoded row becomes the reference.
        local from, to = row[k], row[k + 1]
        if to > from then setSolid(pixels, y * W + from, to - from) end
        k = k + 2
        if k > count then
          y = y + 1
          if y == height then break end
          ref, row = row, ref
          refCategory, rowCategory = rowCategory, refCategory
          count, a0, colour, j, parity, step = 0, -1, 0, 1, 0, FIND_BACK
        end
      end
    end
    if y == height then break end
    -- The normalization: range is at least 2^24 before a decision and 2^14 after one, so two bytes at most.
    if position == length then failInMask(data, length, 'the coded data ends early', position) end
    coder.range, coder.code = coder.range * 256, band(coder.code, 16777215) * 256 + byte(bytes, data + position + 1)
    position = position + 1
    if coder.range < 16777216 then
      if position == length then failInMask(data, length, 'the coded data ends early', position) end
      coder.range, coder.code = coder.range * 256, band(coder.code, 16777215) * 256 + byte(bytes, data + position + 1)
      position = position + 1
    end
    step = resume
  end
  if position ~= length then failInMask(data, length, 'bytes are left after the last row', position) end
  return words
end

---------------------------------------------------------------------------------------------------------------------
-- Sections

--- A count, then that many rects, each inside limitWidth × limitHeight: {x, y, width, height} each, or only
--- checked when `checkOnly`.
local function readRects(reader, limitWidth, limitHeight, what, checkOnly)
  local countOffset = reader.offset
  local count = reader:varint()
  if count > reader:left() / MIN_RECT_SIZE then reader:fail(count .. ' ' .. what .. ' cannot fit in the bytes left', countOffset) end
  local rects = not checkOnly and {} or nil
  for i = 1, count do
    local enclosing = beginRecord(reader)
    local x, y, w, h = reader:varint(), reader:varint(), reader:varint(), reader:varint()
    if w == 0 or h == 0 or x + w > limitWidth or y + h > limitHeight then
      reader:fail(string.format('rect %d (%d, %d, %dx%d) is empty or outside %dx%d', i - 1, x, y, w, h,
        limitWidth, limitHeight))
    end
    if rects then rects[i] = { x = x, y = y, width = w, height = h } end
    endRecord(reader, enclosing)
  end
  return rects
end

-- The control characters JSON.stringify writes with a letter; the others it writes as \u00XX.
local SHORT_ESCAPES = { [8] = '\\b', [9] = '\\t', [10] = '\\n', [12] = '\\f', [13] = '\\r' }

--- A frame name as an error's reason shows it: a JSON string, as JSON.stringify writes it, so that the error stays
--- one line whatever the name holds (quotes, backslashes and control characters escaped, bytes that are not UTF-8
--- as U+FFFD).
local function quoted(name)
  local out, i = { '"' }, 1
  while i <= #name do
    local b = byte(name, i)
    -- The length of a well-formed UTF-8 sequence starting here, or nil.
    local length = b < 0x80 and 1 or (b >= 0xC2 and b <= 0xDF and 2) or (b >= 0xE0 and b <= 0xEF and 3)
      or (b >= 0xF0 and b <= 0xF4 and 4) or nil
    local sequence = length and sub(name, i, i + length - 1)
    if length and length > 1 then
      local ok = #sequence == length
      for k = 2, length do
        local c = byte(sequence, k)
        if not c or c < 0x80 or c > 0xBF then ok = false end
      end
      local second = byte(sequence, 2) or 0
      if (b == 0xE0 and second < 0xA0) or (b == 0xED and second > 0x9F) or (b == 0xF0 and second < 0x90)
        or (b == 0xF4 and second > 0x8F) then ok = false end
      if not ok then length, sequence = nil, nil end
    end
    if not length then
      out[#out + 1], i = '\239\191\189', i + 1 -- U+FFFD
    elseif b == 0x22 or b == 0x5C then
      out[#out + 1], i = '\\' .. string.char(b), i + 1
    elseif b < 0x20 then
      out[#out + 1], i = SHORT_ESCAPES[b] or string.format('\\u%04x', b), i + 1
    else
      out[#out + 1], i = sequence, i + length
    end
  end
  out[#out + 1] = '"'
  return table.concat(out)
end

local function readFrame(reader, i, width, height)
  local nameLength = reader:varint()
  if nameLength == 0 or nameLength > reader:left() then
    reader:fail(string.format('frame %d: an empty name or one past the payload', i - 1))
  end
  local name = sub(reader.bytes, reader.offset + 1, reader.offset + nameLength)
  reader.offset = reader.offset + nameLength
  local px, py, pw, ph = reader:varint(), reader:varint(), reader:varint(), reader:varint()
  if px + pw > width or py + ph > height then reader:fail('frame ' .. quoted(name) .. ': its page rect lies outside the page') end
  local flags = reader:u8()
  if flags >= FRAME_FLAG_LIMIT then reader:fail('frame ' .. quoted(name) .. ': unknown flag bits') end
  local trimX, trimY = reader:zigzag(), reader:zigzag()
  local sourceWidth, sourceHeight = reader:varint(), reader:varint()
  if sourceWidth == 0 or sourceHeight == 0 or sourceWidth * sourceHeight > MAX_PIXELS then
    reader:fail('frame ' .. quoted(name) .. ': a source size of 0 or over 2^30 pixels')
  end
  local pivot
  if flags >= FRAME_HAS_PIVOT then
    pivot = { reader:f64(), reader:f64() }
    for _, value in ipairs(pivot) do
      if value ~= value or value == math.huge or value == -math.huge then
        reader:fail('frame ' .. quoted(name) .. ': a pivot that is not finite')
      end
    end
  end
  local rects = readRects(reader, sourceWidth, sourceHeight, 'frame rects')
  return { name = name, pageRect = { px, py, pw, ph }, rotation = flags % 4, trim = { trimX, trimY },
    sourceSize = { sourceWidth, sourceHeight }, pivot = pivot, rects = rects }
end

local function readOutlineSettings(reader)
  local modeOffset = reader.offset
  local mode = reader:u8()
  if mode > MAX_OUTLINE_MODE then reader:fail('outline mode ' .. mode .. ' is not 0, 1 or 2', modeOffset) end
  local epsilonOffset = reader.offset
  local epsilon16 = reader:varint()
  if epsilon16 > MAX_EPSILON16 then reader:fail('tolerance ' .. epsilon16 .. '/16 px exceeds 64 px', epsilonOffset) end
  local limitOffset = reader.offset
  local maxVertices = reader:varint()
  if maxVertices < MIN_PIECE_VERTICES or maxVertices > MAX_PIECE_VERTICES then
    reader:fail('max vertices ' .. maxVertices .. ' is outside 3...255', limitOffset)
  end
  local minArea256 = reader:varint()
  return { mode = mode, epsilon16 = epsilon16, maxVertices = maxVertices, minArea256 = minArea256 }
end

--- One region: rings of points (sixteenths of a pixel, running from `point` across the section) and pieces of
--- 0-based indices into the region's points.
local function readRegion(reader, point, maxX, maxY, maxVertices)
  local enclosing = beginRecord(reader)
  local ringCount = reader:varint()
  if ringCount == 0 or ringCount > reader:left() / MIN_RING_SIZE then reader:fail('a ring count of ' .. ringCount) end
  local rings, pointCount = {}, 0
  for r = 1, ringCount do
    local n = reader:varint()
    if n < MIN_RING_POINTS or n > reader:left() / MIN_POINT_SIZE then reader:fail('a ring of ' .. n .. ' points') end
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
  if pieceCount == 0 or pieceCount > reader:left() / MIN_PIECE_SIZE then reader:fail('a piece count of ' .. pieceCount) end
  local pieces, index = {}, 0
  for q = 1, pieceCount do
    local k = reader:varint()
    if k < MIN_PIECE_VERTICES or k > maxVertices then reader:fail('a piece of ' .. k .. ' vertices') end
    local piece = {}
    for v = 1, k do
      index = index + reader:zigzag()
      if index < 0 or index >= pointCount then reader:fail('a piece vertex ' .. index .. " outside the region's points") end
      piece[v] = index
    end
    pieces[q] = piece
  end
  endRecord(reader, enclosing)
  return { rings = rings, pieces = pieces }
end

local function readRegions(reader, count, maxX, maxY, maxVertices)
  local regions, point = {}, { 0, 0 }
  for i = 1, count do regions[i] = readRegion(reader, point, maxX, maxY, maxVertices) end
  return regions
end

--- 10: DIST's field of (width + 30) x (height + 30) squared distances, one byte a value in a string; nil without
--- the section.
local function readDistanceField(bytes, sections, header)
  local section = sections[DIST]
  if not section then return nil end
  local start, finish, width, height = section.start, section.finish, header.width, header.height
  local fieldWidth = width + 2 * MARGIN
  local count = fieldWidth * (height + 2 * MARGIN)
  if count > MAX_FIELD_VALUES then corrupt('DIST', start, 'a field of ' .. count .. ' values exceeds 2^26') end
  if start == finish then corrupt('DIST', start, 'an empty distance field') end
  local tokens = newReader(bytes, start, finish, 'DIST')
  local parts, filled = {}, 0
  while filled < count do
    local enclosing = beginRecord(tokens)
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
    endRecord(tokens, enclosing)
  end
  if tokens:left() > 0 then tokens:fail('bytes follow the last token') end
  return table.concat(parts)
end

---------------------------------------------------------------------------------------------------------------------
-- Reading a file, in the steps of Readers/README.md's anatomy. Each checks what FORMAT.md's "Reader checks" lists
-- for its part and yields plain values; `body` is where the CRC starts.

--- 1-4: the magic, the version, the size and the CRC. Yields where the body ends (the CRC's offset).
local function readContainer(bytes)
  local size = #bytes
  for i = 1, math.min(#MAGIC, size) do
    if byte(bytes, i) ~= byte(MAGIC, i) then fail('not-a-hitmask', nil, 0, 'the file does not start with the .hitmask magic') end
  end
  if size <= #MAGIC then fail('truncated', nil, size, 'the file ends inside the header') end
  local version = byte(bytes, VERSION_OFFSET + 1)
  if version ~= VERSION then
    fail('unsupported-version', nil, VERSION_OFFSET, 'format version ' .. version .. ' (this reader reads ' .. VERSION .. ')')
  end
  if size < MIN_FILE_SIZE then fail('truncated', nil, size, 'the file is shorter than the smallest header') end
  local body = size - CRC_SIZE
  local c1, c2, c3, c4 = byte(bytes, body + 1, body + 4)
  if crc32(bytes, body) ~= ((c4 * 256 + c3) * 256 + c2) * 256 + c1 then
    fail('checksum-mismatch', nil, body, 'the CRC-32 does not match the file')
  end
  return body
end

--- 5: the header's fields, every failure a corrupt header. Yields them, and where the section table starts.
local function readHeader(bytes, body)
  local reader = newReader(bytes, SCALE_OFFSET, body, 'header', 'corrupt-header')
  local flags, threshold, rectMode = byte(bytes, FLAGS_OFFSET + 1, RECT_MODE_OFFSET + 1)
  if rectMode > MAX_RECT_MODE then
    fail('corrupt-header', 'header', RECT_MODE_OFFSET, 'rect mode ' .. rectMode .. ' is not 0, 1 or 2')
  end
  local scale = reader:f64()
  if not (scale > 0 and scale < math.huge) then
    fail('corrupt-header', 'header', SCALE_OFFSET, 'scale ' .. tostring(scale) .. ' is not a positive number')
  end
  local width, height = reader:varint(), reader:varint()
  if width == 0 or height == 0 or width * height > MAX_PIXELS then
    fail('corrupt-header', 'header', SIZE_OFFSET, string.format('a %dx%d mask is empty or over 2^30 pixels', width, height))
  end
  local gridOffset = reader.offset
  local rectGrid = reader:varint()
  if rectGrid < 1 or rectGrid > MAX_RECT_GRID then
    fail('corrupt-header', 'header', gridOffset, 'rect grid ' .. rectGrid .. ' is outside 1...4096')
  end
  return { flags = flags, threshold = threshold, rectMode = rectMode, scale = scale, width = width, height = height,
    rectGrid = rectGrid }, reader.offset
end

--- 6-7: the sections up to the CRC (ids increasing, payloads within the body), MASK and RECT present, then MASK's
--- codec byte. Yields each known id's {start, finish} and the codec.
local function readSectionTable(bytes, position, body)
  local sections, previous = {}, 0
  while position < body do
    local id = byte(bytes, position + 1)
    local name = SECTION_NAMES[id] or ('section ' .. id)
    if id <= previous then corrupt(name, position, 'section id ' .. id .. ' does not follow ' .. previous) end
    local entry = newReader(bytes, position + 1, body, name)
    local lengthOffset = entry.offset
    local length = entry:varint()
    if length > body - entry.offset then entry:fail('the payload runs past the CRC', lengthOffset) end
    sections[id] = { start = entry.offset, finish = entry.offset + length }
    previous, position = id, entry.offset + length
  end
  if not sections[MASK] then corrupt('MASK', body, 'the file has no MASK section') end
  if not sections[RECT] then corrupt('RECT', body, 'the file has no RECT section') end
  local mask = sections[MASK]
  if mask.start == mask.finish then corrupt('MASK', mask.start, 'an empty MASK section has no codec') end
  local codec = byte(bytes, mask.start + 1)
  if codec ~= CODEC_RUNS and codec ~= CODEC_TRANSITIONS then fail('unsupported-codec', 'MASK', mask.start, 'codec ' .. codec) end
  return sections, codec
end

local function sectionReader(bytes, sections, id)
  local section = sections[id]
  return section and newReader(bytes, section.start, section.finish, SECTION_NAMES[id])
end

--- 8: RECT's shape rects, each inside the mask: checked, and kept as the section's bytes (a few bytes a rect,
--- where a table of four fields takes some 160), made into tables when `rects` is first read (Mask.__index).
local function readShapeRects(bytes, sections, header)
  local reader = sectionReader(bytes, sections, RECT)
  readRects(reader, header.width, header.height, 'rects', true)
  if reader:left() > 0 then reader:fail('bytes follow the last rect') end
  return sub(bytes, sections[RECT].start + 1, reader.finish)
end

--- 8: SRCH's source record, checked and kept as its bytes (made into `source` when first read: sourceRecord);
--- nil without the section.
local function readSource(bytes, sections)
  local section = sections[SRCH]
  if not section then return nil end
  local start, finish = section.start, section.finish
  if finish - start ~= SOURCE_RECORD_SIZE then
    corrupt('SRCH', start, 'a source record of ' .. (finish - start) .. ' bytes, not ' .. SOURCE_RECORD_SIZE)
  end
  return sub(bytes, start + 1, finish)
end

--- A source record's bytes as {digest = 16 hex digits, generatorRevision}.
local function sourceRecord(record)
  local d1, d2, d3, d4, d5, d6, d7, d8, r1, r2 = byte(record, 1, SOURCE_RECORD_SIZE)
  return { digest = HEX[d8] .. HEX[d7] .. HEX[d6] .. HEX[d5] .. HEX[d4] .. HEX[d3] .. HEX[d2] .. HEX[d1],
    generatorRevision = r1 + 256 * r2 }
end

--- 8: FRAM's frames, each within the page; {} without the section.
local function readFrames(bytes, sections, header)
  local reader = sectionReader(bytes, sections, FRAM)
  if not reader then return {} end
  local countOffset = reader.offset
  local count = reader:varint()
  if count > reader:left() / MIN_FRAME_SIZE then reader:fail(count .. ' frames cannot fit in the bytes left', countOffset) end
  local frames = {}
  for i = 1, count do
    local enclosing = beginRecord(reader)
    frames[i] = readFrame(reader, i, header.width, header.height)
    endRecord(reader, enclosing)
  end
  if reader:left() > 0 then reader:fail('bytes follow the last frame') end
  return frames
end

--- 9: the pixels as 32-bit words, as the codec says (each codec checks the size against its data before taking
--- memory for them).
local function readPixels(bytes, sections, codec, header)
  local section = sections[MASK]
  if codec == CODEC_RUNS then
    return decodeRunLengths(bytes, section.start + 1, section.finish, header.width, header.height)
  end
  return decodeTransitions(bytes, section.start + 1, section.finish - section.start - 1, header.width, header.height)
end

--- A region count, refused when even the smallest regions could not fit in the bytes left.
local function readRegionCount(reader)
  local countOffset = reader.offset
  local count = reader:varint()
  if count > reader:left() / MIN_REGION_SIZE then reader:fail(count .. ' regions cannot fit in the bytes left', countOffset) end
  return count
end

--- 11: OUTL's settings, its regions checked; the regions' bytes are kept (see Mask:outlineRegions). nil, nil
--- without the section.
local function readOutlines(bytes, sections, header)
  local reader = sectionReader(bytes, sections, OUTL)
  if not reader then return nil, nil end
  local settings = readOutlineSettings(reader)
  settings.regionCount = readRegionCount(reader)
  local start = reader.offset
  readRegions(reader, settings.regionCount, 16 * header.width, 16 * header.height, settings.maxVertices)
  if reader:left() > 0 then reader:fail('bytes follow the last region') end
  return settings, sub(bytes, start + 1, reader.finish)
end

--- 12: FOUT's shared settings, each frame's region count and where its regions start, all checked; the regions'
--- bytes are kept as OUTL's are. nil, nil without the section.
local function readFrameOutlines(bytes, sections, frames)
  local reader = sectionReader(bytes, sections, FOUT)
  if not reader then return nil, nil end
  if not sections[FRAM] then reader:fail('frame outlines without a FRAM section') end
  local settings = readOutlineSettings(reader)
  local first = reader.offset
  settings.regionCounts, settings._regionStarts = {}, {}
  for i, frame in ipairs(frames) do
    local count = readRegionCount(reader)
    settings.regionCounts[i], settings._regionStarts[i] = count, reader.offset - first
    readRegions(reader, count, 16 * frame.sourceSize[1], 16 * frame.sourceSize[2], settings.maxVertices)
  end
  if reader:left() > 0 then reader:fail("bytes follow the last frame's regions") end
  return settings, sub(bytes, first + 1, reader.finish)
end

---------------------------------------------------------------------------------------------------------------------
-- The mask

---@class HitMaskMask
---@field width integer pixels
---@field height integer pixels
---@field scale number pixels per point (2 for an @2x image)
---@field threshold integer
---@field flags integer
---@field rectMode integer 0 outer, 1 inner, 2 balanced
---@field rectGrid integer
---@field codec integer
---@field rects HitMaskRect[] made from the file's bytes when first read, then kept
---@field source {digest: string, generatorRevision: integer}|nil the same
---@field frames HitMaskFrame[]
---@field outlines {mode: integer, epsilon16: integer, maxVertices: integer, minArea256: integer, regionCount: integer}|nil
---@field frameOutlines {mode: integer, epsilon16: integer, maxVertices: integer, minArea256: integer, regionCounts: integer[]}|nil
local Mask = {}

-- The fields made from the bytes a file keeps for them when first read (the bytes were checked at load), then
-- kept: Lua tables cost far more than the bytes (a table of four fields, some 160 bytes; a rect, a few bytes). Each
-- names the mask's key for its bytes and how it is made from them.
local MADE_FROM_BYTES = {
  rects = { kept = '_rectBytes', make = function(mask, bytes)
    return readRects(newReader(bytes, 0, #bytes, 'RECT'), mask.width, mask.height, 'rects')
  end },
  source = { kept = '_sourceBytes', make = function(_, bytes) return sourceRecord(bytes) end },
}

--- A mask's methods, and the fields of MADE_FROM_BYTES.
function Mask.__index(mask, key)
  local method = Mask[key]
  if method ~= nil then return method end
  local field = MADE_FROM_BYTES[key]
  local bytes = field and rawget(mask, field.kept)
  if not bytes then return nil end
  local value = field.make(mask, bytes)
  mask[key], mask[field.kept] = value, nil
  return value
end

--- Reads a file in the anatomy's steps, in order, into a mask: the plain values each step yields, and what the
--- queries need (frames by name, each frame's place in the list). The mask is made in one constructor with the
--- fields every file has, sized for them once (set one by one, they made Lua grow and rehash it again and again), and
--- the optional sections' fields are added to its free slots.
local function parse(bytes)
  local body = readContainer(bytes)
  local header, sectionsStart = readHeader(bytes, body)
  local sections, codec = readSectionTable(bytes, sectionsStart, body)
  local rectBytes = readShapeRects(bytes, sections, header)
  local sourceBytes = readSource(bytes, sections)
  local frames = readFrames(bytes, sections, header)
  local framesByName, frameIndex = {}, {}
  for i, frame in ipairs(frames) do
    if not framesByName[frame.name] then framesByName[frame.name] = frame end
    frameIndex[frame] = i
  end
  local mask = setmetatable({ width = header.width, height = header.height, scale = header.scale,
    threshold = header.threshold, flags = header.flags, rectMode = header.rectMode, rectGrid = header.rectGrid,
    codec = codec, _rectBytes = rectBytes, _sourceBytes = sourceBytes, frames = frames, _framesByName = framesByName,
    _frameIndex = frameIndex, _words = readPixels(bytes, sections, codec, header) }, Mask)
  -- The optional sections' fields, set only when present (setting a field nil adds nothing).
  mask.distanceField = readDistanceField(bytes, sections, header)
  mask.outlines, mask._outlineBytes = readOutlines(bytes, sections, header)
  mask.frameOutlines, mask._frameOutlineBytes = readFrameOutlines(bytes, sections, frames)
  return mask
end

--- Reads a whole .hitmask file from a string of its bytes. Returns the mask, or nil and an error (see above).
---@param bytes string
---@return HitMaskMask|nil mask
---@return HitMaskError|nil error
function hitmask.decode(bytes)
  if type(bytes) ~= 'string' then
    return nil, setmetatable({ kind = 'unreadable-file', reason = 'expected the file as a string of bytes' }, Error)
  end
  local ok, result = pcall(parse, bytes)
  if ok then return result end
  if hitmask.isError(result) then return nil, result end
  error(result, 0) -- a fault of this module, not of the file
end

--- Reads a .hitmask file with love.filesystem (or io, outside LÖVE). Returns the mask, or nil and an error whose
--- `file` names the file.
---@param path string
---@return HitMaskMask|nil mask
---@return HitMaskError|nil error
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
    return nil, setmetatable({ kind = 'unreadable-file', file = path, reason = tostring(problem or 'cannot be read') }, Error)
  end
  local mask, err = hitmask.decode(bytes)
  if err then
    err.file = path
    return nil, err
  end
  return mask
end

--- Whether pixel (x, y) is solid; positions between pixels fall in the pixel below and to the right of them.
---@param x number
---@param y number
---@return boolean
function Mask:contains(x, y)
  if type(x) ~= 'number' or type(y) ~= 'number' then return false end
  local column, row = floor(x), floor(y)
  if not (column >= 0 and row >= 0 and column < self.width and row < self.height) then return false end
  return pixel(self._words, row * self.width + column)
end

--- The number of solid pixels.
---@return integer
function Mask:solidPixelCount() return wordsSolidPixels(self._words, self.width * self.height) end

--- The first frame of this name (an atlas page's sprite), or nil.
---@param name string
---@return HitMaskFrame|nil
function Mask:frame(name) return self._framesByName[name] end

--- Whether pixel (x, y) of a frame's untrimmed sprite is solid: trimming and turning undone, read from the page.
---@param frame HitMaskFrame|nil
---@param x number
---@param y number
---@return boolean
function Mask:frameContains(frame, x, y)
  if not frame or type(x) ~= 'number' or type(y) ~= 'number' then return false end -- mask:frame('missing') is nil
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

local function isFinite(v) return type(v) == 'number' and v == v and v ~= math.huge and v ~= -math.huge end

---------------------------------------------------------------------------------------------------------------------
-- Overlap: two sprites, pixel for pixel, 32 pixels at a time (FORMAT.md, "What readers answer")

--- One side of an overlap: a mask, or a frame's untrimmed sprite read from the mask (its page). Sprite pixels
--- outside [minX, maxX) x [minY, maxY) are clear; an unturned sprite's pixel (x, y) is the page's pixel
--- (originY + y) * width + originX + x, read a word at a time; a turned frame's rows are read a pixel at a time.
local function overlapSprite(mask, frame)
  local sprite = { mask = mask, minX = 0, maxX = mask.width, minY = 0, maxY = mask.height, originX = 0, originY = 0,
    width = mask.width, height = mask.height, mirrorX = false, mirrorY = false, wholeRows = true }
  if not frame then return sprite end
  sprite.width, sprite.height = frame.sourceSize[1], frame.sourceSize[2]
  local pw, ph = frame.pageRect[3], frame.pageRect[4]
  local turned = frame.rotation % 2 == 1
  local W, H = turned and ph or pw, turned and pw or ph
  local tx, ty = frame.trim[1], frame.trim[2]
  sprite.minX, sprite.maxX = math.max(0, tx), math.min(frame.sourceSize[1], tx + W)
  sprite.minY, sprite.maxY = math.max(0, ty), math.min(frame.sourceSize[2], ty + H)
  sprite.originX, sprite.originY = frame.pageRect[1] - tx, frame.pageRect[2] - ty
  if frame.rotation ~= 0 then
    sprite.turned, sprite.wholeRows = frame, false
  else -- a frame of another page: only this page's pixels
    sprite.minX, sprite.maxX = math.max(sprite.minX, -sprite.originX), math.min(sprite.maxX, mask.width - sprite.originX)
    sprite.minY, sprite.maxY = math.max(sprite.minY, -sprite.originY), math.min(sprite.maxY, mask.height - sprite.originY)
  end
  return sprite
end

--- The side mirrored across x and/or y within its width x height: its pixel (x, y) is the side's (width - 1 - x, y).
local function mirrored(sprite, acrossX, acrossY)
  local mirror = {}
  for key, value in pairs(sprite) do mirror[key] = value end
  if acrossX then mirror.minX, mirror.maxX = sprite.width - sprite.maxX, sprite.width - sprite.minX end
  if acrossY then mirror.minY, mirror.maxY = sprite.height - sprite.maxY, sprite.height - sprite.minY end
  mirror.mirrorX, mirror.mirrorY = acrossX, acrossY
  mirror.wholeRows = sprite.wholeRows and not acrossX and not acrossY
  return mirror
end

--- The pixels (x ... x + count - 1, y), count <= 32, the first in bit 31, of a side whose rows are not read whole:
--- a turned frame's a pixel at a time; a mirrored side's as its own pixels from the mirror image of the last on,
--- their order reversed.
local function unwholeWindow(sprite, x, y, count)
  local row = sprite.mirrorY and sprite.height - 1 - y or y
  local from = sprite.mirrorX and sprite.width - x - count or x
  local word = 0
  if sprite.turned then
    for k = 0, count - 1 do
      if sprite.mask:frameContains(sprite.turned, from + k, row) then word = word + POW[31 - k] end
    end
  else
    word = window(sprite.mask._words, (sprite.originY + row) * sprite.mask.width + sprite.originX + from)
  end
  if sprite.mirrorX then return mirrorWindow(word, count) end
  return word
end

--- A side's pixels (x ... x + count - 1, y), count <= 32, the first in bit 31: an unturned one's from pixel `start`
--- of its page's words.
local function sideWindow(sprite, whole, words, start, x, y, count)
  if whole then return window(words, start) end
  return unwholeWindow(sprite, x, y, count)
end

--- Walks the rows where b, its pixel (0, 0) on a's (dx, dy), meets a, 32 pixels at a time: with `first`, the first
--- shared pixel (the smallest y, then x) in a's pixels as x, y, or nil; else how many pixels they share. Offsets are
--- floored; one that is not a finite number shares nothing, and neither does one that puts b wholly outside a
--- (tested before any sum). No closure per call and no table read in the walk: LuaJIT compiles the walk, not the
--- making of a closure, and each field read there cost more than the word it fetched.
local function compareSprites(a, b, dx, dy, first)
  local none = not first and 0 or nil
  if not (isFinite(dx) and isFinite(dy)) then return none end
  dx, dy = floor(dx), floor(dy)
  if a.minX >= a.maxX or a.minY >= a.maxY or b.minX >= b.maxX or b.minY >= b.maxY then return none end
  if not (dx < a.maxX - b.minX and dx > a.minX - b.maxX and dy < a.maxY - b.minY and dy > a.minY - b.maxY) then
    return none
  end
  local x0, x1 = math.max(a.minX, b.minX + dx), math.min(a.maxX, b.maxX + dx)
  local y0, y1 = math.max(a.minY, b.minY + dy), math.min(a.maxY, b.maxY + dy)
  local aWords, bWords, aWidth, bWidth = a.mask._words, b.mask._words, a.mask.width, b.mask.width
  local aWhole, bWhole, columns = a.wholeRows, b.wholeRows, x1 - x0
  -- Each whole-rows side's row start in its page.
  local aRow = (a.originY + y0) * aWidth + a.originX + x0
  local bRow = (b.originY + y0 - dy) * bWidth + b.originX + x0 - dx
  if first then -- row by row, so that the first found is the first
    for y = y0, y1 - 1 do
      for k = 0, columns - 1, 32 do
        local count = math.min(32, columns - k)
        local word = both(both(sideWindow(a, aWhole, aWords, aRow + k, x0 + k, y, count),
          sideWindow(b, bWhole, bWords, bRow + k, x0 + k - dx, y - dy, count)), POW[32] - POW[32 - count])
        if word ~= 0 then return x0 + k + leadingClear(word), y end
      end
      aRow, bRow = aRow + aWidth, bRow + bWidth
    end
    return nil
  end
  local area = 0
  for k = 0, columns - 1, 32 do -- a strip of 32 columns at a time: LuaJIT runs long loops best
    local count = math.min(32, columns - k)
    local keep, aStart, bStart = POW[32] - POW[32 - count], aRow + k, bRow + k
    for y = y0, y1 - 1 do
      local word = both(both(sideWindow(a, aWhole, aWords, aStart, x0 + k, y, count),
        sideWindow(b, bWhole, bWords, bStart, x0 + k - dx, y - dy, count)), keep)
      area = area + ones(word) -- no branch: a clear word counts 0
      aStart, bStart = aStart + aWidth, bStart + bWidth
    end
  end
  return area
end

--- Whether this mask and `other`, its pixel (0, 0) on this one's pixel (dx, dy), share a solid pixel (stopping at
--- the first). With `frame`, this side is that frame's untrimmed sprite read from this page; with `otherFrame`, the
--- other side is that frame's of `other` (nil: the whole mask; look frames up once, not per call).
---@param other HitMask
---@param dx number
---@param dy number
---@param frame HitMaskFrame|nil
---@param otherFrame HitMaskFrame|nil
---@return boolean
function Mask:overlaps(other, dx, dy, frame, otherFrame)
  return self:firstOverlap(other, dx, dy, frame, otherFrame) ~= nil
end

--- How many solid pixels the two share at the offset (as `overlaps` takes them).
---@return integer
function Mask:overlapArea(other, dx, dy, frame, otherFrame)
  return compareSprites(overlapSprite(self, frame), overlapSprite(other, otherFrame), dx, dy, false)
end

--- The first shared solid pixel in this side's pixels (the smallest y, then the smallest x), as x, y; nil when the
--- two share none.
---@return integer|nil x
---@return integer|nil y
function Mask:firstOverlap(other, dx, dy, frame, otherFrame)
  return compareSprites(overlapSprite(self, frame), overlapSprite(other, otherFrame), dx, dy, true)
end

--- A placed side: its pixels and its matrix, or nil when the matrix places nothing (not finite, or singular).
local function placedSprite(mask, frame, m)
  local det = m.a * m.d - m.b * m.c
  for _, v in ipairs({ m.a, m.b, m.c, m.d, m.e, m.f, det }) do
    if not isFinite(v) then return nil end
  end
  if det == 0 then return nil end
  local width, height = mask.width, mask.height
  if frame then width, height = frame.sourceSize[1], frame.sourceSize[2] end
  return { mask = mask, frame = frame, m = m, det = det, width = width, height = height }
end

--- Whether the world point (x + 1/2, y + 1/2) lands on a solid pixel: the matrix undone as FORMAT.md spells it.
local function placedSolid(p, x, y)
  local m, det = p.m, p.det
  local qx, qy = (x + 0.5) - m.e, (y + 0.5) - m.f
  local u, v = (m.d * qx - m.c * qy) / det, (m.a * qy - m.b * qx) / det
  if not (u >= 0 and v >= 0 and u < p.width and v < p.height) then return false end
  if p.frame then return p.mask:frameContains(p.frame, math.floor(u), math.floor(v)) end
  return p.mask:contains(math.floor(u), math.floor(v))
end

--- The whole numbers n whose n + 1/2 can lie where both sides' placed corners reach along an axis (each range
--- widened a unit; |n| < 2^52): first and last.
local function placedSpan(a, b, axis)
  local function range(p)
    local m, w, h = p.m, p.width, p.height
    local s, t, o = m.a, m.c, m.e
    if axis == 1 then s, t, o = m.b, m.d, m.f end
    local e1, e2, e3 = w * s + o, h * t + o, w * s + h * t + o
    return math.min(o, e1, e2, e3), math.max(o, e1, e2, e3)
  end
  local limit = 2 ^ 52 - 1
  local la, ha = range(a)
  local lb, hb = range(b)
  return math.max(math.floor(math.max(la, lb)) - 1, -limit), math.min(math.ceil(math.min(ha, hb)) + 1, limit)
end

--- Whether a matrix only moves by whole pixels (each at most 2^31 in size) and flips: a and d each 1 or -1, b and c 0.
local function isWholePixelMove(m)
  return (m.a == 1 or m.a == -1) and m.b == 0 and m.c == 0 and (m.d == 1 or m.d == -1)
    and math.abs(m.e) <= 2 ^ 31 and math.abs(m.f) <= 2 ^ 31 and math.floor(m.e) == m.e and math.floor(m.f) == m.f
end

--- Two whole-pixel moves with flips, by the word path (FORMAT.md, "Placed sprites"). A side w wide flipped across
--- x covers the world's columns e - w ... e - 1, its pixel u at column e - 1 - u. The world flipped across a's flips
--- holds a unflipped and b at a whole offset, mirrored along each axis where the two flips differ.
local function wholePixelMovesOverlap(a, m, b, n)
  local leftA, leftB = m.a == 1 and m.e or m.e - a.width, n.a == 1 and n.e or n.e - b.width
  local topA, topB = m.d == 1 and m.f or m.f - a.height, n.d == 1 and n.f or n.f - b.height
  local dx = m.a == 1 and leftB - leftA or leftA + a.width - leftB - b.width
  local dy = m.d == 1 and topB - topA or topA + a.height - topB - b.height
  return compareSprites(a, mirrored(b, m.a ~= n.a, m.d ~= n.d), dx, dy, true) ~= nil
end

--- Whether this sprite and `other`, each placed in one world by a matrix {a, b, c, d, e, f} (the sprite's pixel
--- point (u, v) at (a*u + c*v + e, b*u + d*v + f); `hitmask.drawMatrix` makes one from love.graphics.draw's
--- arguments), touch: some world point (x + 1/2, y + 1/2), x and y whole, is solid in both (GameMaker's "precise"
--- rule; FORMAT.md, "Placed sprites"). Frames as `overlaps` takes them. A matrix that is not finite or cannot be
--- inverted places nothing. Costs the area where the placed boxes meet; whole-pixel moves with flips take
--- `overlaps`' word path.
---@return boolean
function Mask:placedOverlaps(other, matrix, otherMatrix, frame, otherFrame)
  local a, b = placedSprite(self, frame, matrix), placedSprite(other, otherFrame, otherMatrix)
  if not a or not b then return false end
  if isWholePixelMove(matrix) and isWholePixelMove(otherMatrix) then
    return wholePixelMovesOverlap(overlapSprite(self, frame), matrix, overlapSprite(other, otherFrame), otherMatrix)
  end
  local x0, x1 = placedSpan(a, b, 0)
  local y0, y1 = placedSpan(a, b, 1)
  for y = y0, y1 do
    for x = x0, x1 do
      if placedSolid(a, x, y) and placedSolid(b, x, y) then return true end
    end
  end
  return false
end

--- The squared distance from pixel (column, row) to the nearest solid pixel within `radius` (any number, math.huge
--- included), searched in the rows and columns of the mask within reach; nil when none is.
local function nearestSquared(mask, column, row, radius)
  local top, bottom = math.max(0, floor(row - radius)), math.min(mask.height - 1, math.ceil(row + radius))
  local left, right = math.max(0, floor(column - radius)), math.min(mask.width - 1, math.ceil(column + radius))
  local best
  for j = top, bottom do
    local dy = j - row
    if dy * dy <= radius * radius and not (best and dy * dy >= best) then
      for i = left, right do
        local d = (i - column) * (i - column) + dy * dy
        if (not best or d < best) and d <= radius * radius and mask:contains(i, j) then best = d end
      end
    end
  end
  return best
end


--- The squared distance from pixel (x, y) to the nearest solid pixel's centre: exact below 255, and 255 for 256 or
--- more (beyond the 15-pixel margin too, and for coordinates that are not finite numbers). From the DIST section when
--- the file has one, else searched, with the same answer.
---@param x number
---@param y number
---@return integer
function Mask:distanceSquared(x, y)
  if self:contains(x, y) then return 0 end
  if not (isFinite(x) and isFinite(y)) then return 255 end
  local column, row = floor(x), floor(y)
  if self.distanceField then
    local fx, fy, fieldWidth = column + MARGIN, row + MARGIN, self.width + 2 * MARGIN
    if not (fx >= 0 and fy >= 0 and fx < fieldWidth and fy < self.height + 2 * MARGIN) then return 255 end
    return byte(self.distanceField, fy * fieldWidth + fx + 1)
  end
  -- Without the field, the same value searched: a squared distance up to 254 lies within sqrt(254) pixels.
  return nearestSquared(self, column, row, math.sqrt(254)) or 255
end

--- Whether a solid pixel lies within `tolerance` pixels, centre to centre, of pixel (x, y). Below 16 pixels the
--- distance field answers (a squared distance of at most min(floor(tolerance²), 254)); from 16 on, beyond its reach,
--- the mask is searched, exactly, in time up to its pixels. A tolerance that is negative, NaN or not a number, or
--- coordinates that are not finite numbers, answer false.
---@param x number
---@param y number
---@param tolerance number pixels
---@return boolean
function Mask:containsWithin(x, y, tolerance)
  if self:contains(x, y) then return true end
  if type(tolerance) ~= 'number' or not (tolerance >= 0) or not (isFinite(x) and isFinite(y)) then return false end
  if tolerance < 16 then return self:distanceSquared(x, y) <= math.min(floor(tolerance * tolerance), 254) end
  local nearest = nearestSquared(self, floor(x), floor(y), tolerance)
  return nearest ~= nil and nearest <= tolerance * tolerance
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

--- The outlines' regions as the file holds them: each {rings = {{{x, y}, ...}, ...} (the outer ring, then the
--- holes), pieces = {{i, ...}, ...} (convex pieces as 0-based indices of the region's points, ring after ring)}, in
--- sixteenths of a pixel. {} without outlines. With a frame, that frame's own outlines (FOUT), in its untrimmed
--- sprite's pixels; {} for a frame that is not one of this mask's. Read from the kept bytes when first asked, then
--- kept: the same tables at every call, to be read, not changed.
---@param frame HitMaskFrame|nil
---@return {rings: integer[][][], pieces: integer[][]}[]
function Mask:outlineRegions(frame)
  if not frame then
    if not self.outlines then return {} end
    if not self._regions then
      local bytes = self._outlineBytes
      self._regions = readRegions(newReader(bytes, 0, #bytes, 'OUTL'), self.outlines.regionCount, 16 * self.width,
        16 * self.height, self.outlines.maxVertices)
      self._outlineBytes = nil
    end
    return self._regions
  end
  local outlines, i = self.frameOutlines, self._frameIndex[frame]
  if not outlines or not i then return {} end
  self._frameRegions = self._frameRegions or {}
  if not self._frameRegions[i] then
    local bytes = self._frameOutlineBytes
    self._frameRegions[i] = readRegions(newReader(bytes, outlines._regionStarts[i], #bytes, 'FOUT'),
      outlines.regionCounts[i], 16 * frame.sourceSize[1], 16 * frame.sourceSize[2], outlines.maxVertices)
  end
  return self._frameRegions[i]
end

--- The outlines' regions in pixels, as flat lists {x1, y1, x2, y2, ...} as love.graphics.polygon and
--- love.physics take them: each region's outer ring, its holes and its convex pieces. {} without outlines.
--- With a frame, as outlineRegions.
---@param frame HitMaskFrame|nil
---@return HitMaskOutlinePolygons[]
function Mask:outlinePolygons(frame) return pixelRegions(self:outlineRegions(frame), unmoved) end

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
---@param mask HitMaskMask
---@param options {ox: number|nil, oy: number|nil, scale: number|nil, frame: HitMaskFrame|nil, physics: table|nil}|nil
---@return table[] shapes love.physics PolygonShapes
---@return integer leftOut pieces too thin for Box2D
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

--- The matrix {a, b, c, d, e, f} that love.graphics.draw(drawable, x, y, r, sx, sy, ox, oy, kx, ky) places a
--- drawable's pixels by, as love.math.newTransform builds it: move to (x, y), turn by r, scale, shear, then take the
--- origin (ox, oy) back; for Mask:placedOverlaps.
---@return {a: number, b: number, c: number, d: number, e: number, f: number}
function hitmask.drawMatrix(x, y, r, sx, sy, ox, oy, kx, ky)
  x, y, r, ox, oy, kx, ky = x or 0, y or 0, r or 0, ox or 0, oy or 0, kx or 0, ky or 0
  sx = sx or 1
  sy = sy or sx
  local cosine, sine = math.cos(r), math.sin(r)
  local a, b = cosine * sx - ky * sine * sy, sine * sx + ky * cosine * sy
  local c, d = kx * cosine * sx - sine * sy, kx * sine * sx + cosine * sy
  return { a = a, b = b, c = c, d = d, e = x - ox * a - oy * c, f = y - ox * b - oy * d }
end

return hitmask
