-- What the Lua tests share: a small JSON reader (for the vectors' JSON), plain PBM/PGM values, deep comparison,
-- a deterministic generator, and the CRC that repairs a mutated file. Run from the repository's root.
local support = {}

--- Decodes JSON text into Lua values: objects and arrays as tables (arrays 1-based, with n set), null as
--- support.null, numbers as numbers.
support.null = setmetatable({}, { __tostring = function() return 'null' end })
function support.json(text)
  local position = 1
  local function space() position = text:find('[^ \t\r\n]', position) or #text + 1 end
  local value
  local function str()
    local out, i = {}, position + 1
    while true do
      local c = text:sub(i, i)
      if c == '"' then break end
      if c == '\\' then
        local e = text:sub(i + 1, i + 1)
        if e == 'u' then
          local code = tonumber(text:sub(i + 2, i + 5), 16)
          if code < 128 then out[#out + 1] = string.char(code)
          elseif code < 2048 then out[#out + 1] = string.char(192 + math.floor(code / 64), 128 + code % 64)
          else out[#out + 1] = string.char(224 + math.floor(code / 4096), 128 + math.floor(code / 64) % 64, 128 + code % 64) end
          i = i + 6
        else
          out[#out + 1] = ({ n = '\n', t = '\t', r = '\r', b = '\b', f = '\f' })[e] or e
          i = i + 2
        end
      else
        out[#out + 1] = c
        i = i + 1
      end
    end
    position = i + 1
    return table.concat(out)
  end
  function value()
    space()
    local c = text:sub(position, position)
    if c == '{' then
      local object = {}
      position = position + 1
      space()
      if text:sub(position, position) == '}' then position = position + 1; return object end
      repeat
        space()
        local key = str()
        space(); position = position + 1 -- ':'
        object[key] = value()
        space()
        local separator = text:sub(position, position)
        position = position + 1
      until separator == '}'
      return object
    elseif c == '[' then
      local array = { n = 0 }
      position = position + 1
      space()
      if text:sub(position, position) == ']' then position = position + 1; return array end
      repeat
        array.n = array.n + 1
        array[array.n] = value()
        space()
        local separator = text:sub(position, position)
        position = position + 1
      until separator == ']'
      return array
    elseif c == '"' then
      return str()
    elseif text:sub(position, position + 3) == 'null' then position = position + 4; return support.null
    elseif text:sub(position, position + 3) == 'true' then position = position + 4; return true
    elseif text:sub(position, position + 4) == 'false' then position = position + 5; return false
    end
    local number = text:match('^-?[%d.eE+-]+', position)
    position = position + #number
    return tonumber(number)
  end
  return value()
end

function support.read(path)
  local file = assert(io.open(path, 'rb'))
  local bytes = file:read('*a')
  file:close()
  return bytes
end

function support.write(path, bytes)
  local file = assert(io.open(path, 'wb'))
  file:write(bytes)
  file:close()
end

--- The numbers of a plain PBM or PGM after its header (P1/P2, width height[, maxval]).
function support.plainValues(text, headerNumbers)
  local tokens = {}
  for token in text:gsub('#[^\n]*', ''):gmatch('%S+') do tokens[#tokens + 1] = token end
  local values = {}
  if tokens[1] == 'P1' then
    for i = 2 + headerNumbers, #tokens do
      for digit in tokens[i]:gmatch('%d') do values[#values + 1] = tonumber(digit) end
    end
  else
    for i = 2 + headerNumbers, #tokens do values[#values + 1] = tonumber(tokens[i]) end
  end
  return values
end

--- Whether two values are equal, tables compared by their contents (arrays' n ignored); a path to the first
--- difference otherwise.
function support.same(a, b, path)
  path = path or '$'
  if type(a) ~= 'table' or type(b) ~= 'table' or a == support.null or b == support.null then
    if a == b then return true end
    return false, string.format('%s: %s ~= %s', path, tostring(a), tostring(b))
  end
  for key, value in pairs(a) do
    if key ~= 'n' then
      local ok, why = support.same(value, b[key], path .. '.' .. tostring(key))
      if not ok then return false, why end
    end
  end
  for key in pairs(b) do
    if key ~= 'n' and a[key] == nil then return false, path .. '.' .. tostring(key) .. ' is missing' end
  end
  return true
end

--- A deterministic generator of whole numbers below `bound` (a Lehmer generator: exact in doubles).
function support.random(seed)
  local state = seed
  return function(bound)
    state = (state * 48271) % 2147483647
    return state % bound
  end
end

local crcTable
--- The bytes with their last four replaced by the CRC-32 of the rest (a mutation that reaches the checks behind it).
function support.withCRC(bytes)
  local bit = require 'bit'
  if not crcTable then
    crcTable = {}
    for n = 0, 255 do
      local c = n
      for _ = 1, 8 do c = bit.band(c, 1) == 1 and bit.bxor(0xEDB88320, bit.rshift(c, 1)) or bit.rshift(c, 1) end
      crcTable[n] = c
    end
  end
  local crc = 0xFFFFFFFF
  for i = 1, #bytes - 4 do crc = bit.bxor(crcTable[bit.band(bit.bxor(crc, bytes:byte(i)), 255)], bit.rshift(crc, 8)) end
  crc = bit.bnot(crc)
  local out = {}
  for k = 0, 3 do out[k + 1] = string.char(bit.band(bit.rshift(crc, 8 * k), 255)) end
  return bytes:sub(1, #bytes - 4) .. table.concat(out)
end

--- The hitmask CLI: HITMASK_CLI, or the debug build.
function support.cli()
  return os.getenv('HITMASK_CLI') or '.build/debug/hitmask'
end

--- Runs a shell command and returns what it printed.
function support.run(command)
  local pipe = assert(io.popen(command))
  local output = pipe:read('*a')
  pipe:close()
  return output
end

--- A test runner in the manner of busted's output, small: test(name, body) records failures; done() prints a summary
--- and exits non-zero on any.
function support.suite(title)
  local failures, count = {}, 0
  local suite = {}
  function suite.test(name, body)
    count = count + 1
    local ok, problem = xpcall(body, debug.traceback)
    if not ok then failures[#failures + 1] = name .. ': ' .. tostring(problem) end
  end
  function suite.done()
    for _, failure in ipairs(failures) do print('FAIL ' .. failure) end
    print(string.format('%s: %d tests, %d failed', title, count, #failures))
    os.exit(#failures == 0 and 0 or 1)
  end
  return suite
end

return support
