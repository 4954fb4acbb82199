-- The documented way to load a mask (hitmask.lua's header and Readers/LOVE/README.md), run as Lua 5.1 runs it: its
-- assert takes a string message only ("string expected, got table" for the error table that load returns), so the
-- examples must hand it one. And the LuaLS class annotations of the mask and the error sit on their tables, so that
-- their methods are the classes' members. Run from the repository's root: `luajit Tests/LuaTests/documented_loading.lua`.
package.path = 'Readers/LOVE/?.lua;' .. package.path
local hitmask = require 'hitmask'

local failures = 0
local function check(condition, message)
  if not condition then
    failures = failures + 1
    print('FAIL ' .. message)
  end
end

local function read(path)
  local file = assert(io.open(path, 'rb'))
  local text = file:read('*a')
  file:close()
  return text
end

-- Lua 5.1's assert: a message that is not a string is refused.
local function assert51(value, message, ...)
  if not value then
    if type(message) ~= 'string' then error('bad argument #2 to \'assert\' (string expected, got ' .. type(message) .. ')', 2) end
    error(message, 2)
  end
  return value, message, ...
end

-- The lines of an example from its `hitmask.load(` line through the assert after it.
local function loading_lines(text)
  local lines, taking = {}, false
  for line in text:gmatch('[^\n]*') do
    if line:find('hitmask.load(', 1, true) then taking = true end
    if taking then
      lines[#lines + 1] = line:gsub('^%s+', '')
      if line:find('assert(', 1, true) then break end
    end
  end
  return table.concat(lines, '\n')
end

local header = read('Readers/LOVE/hitmask.lua'):match('^%-%-%[%[(.-)%]%]')
local readme = read('Readers/LOVE/README.md'):match('```lua\n(.-)```')
for name, text in pairs({ ['hitmask.lua\'s header'] = header, ['Readers/LOVE/README.md'] = readme }) do
  local code = loading_lines(text or ''):gsub("'masks/[%w_@]+%.hitmask'", "'no/such/file.hitmask'")
  check(code:find('hitmask.load', 1, true) ~= nil, name .. ': no hitmask.load example')
  local chunk = assert((loadstring or load)(code))
  setfenv(chunk, setmetatable({ assert = assert51, hitmask = hitmask }, { __index = _G }))
  local ok, problem = pcall(chunk)
  check(not ok and type(problem) == 'string' and problem:find('no/such/file.hitmask', 1, true) ~= nil
    and problem:find('\n', 1, true) == nil,
    name .. ': a failed load does not end in its one-line error under Lua 5.1\'s assert: ' .. tostring(problem))
end

-- LuaLS attaches a ---@class block to the statement after it.
local source = read('Readers/LOVE/hitmask.lua')
for class, declaration in pairs({ HitMaskError = 'local Error = {}', HitMaskMask = 'local Mask = {}' }) do
  local block = source:match('%-%-%-@class ' .. class .. '\n(.-)\n[^%-]')
  local after = source:match('%-%-%-@class ' .. class .. '\n[^\n]*\n?.-\n(local [%w]+ = {})')
  check(block ~= nil and after == declaration, class .. ' is not annotated on ' .. declaration)
end

if failures == 0 then print('ok: the documented loading works under Lua 5.1\'s assert, and the classes sit on their tables') end
os.exit(failures == 0 and 0 or 1)
