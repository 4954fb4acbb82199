-- hitmask.lua against the Swift reader (through `hitmask verify`) on masks the CLI generates from the sample
-- sprites, with and without outlines, distance fields and atlas frames, and on mutations of them (their CRC
-- repaired, so that a mutation reaches the checks behind it). Every file must get the module's own verdict (never a
-- Lua error), and the same one as the CLI: the same acceptance, error kind and offset, size and solid pixels.
-- Run from the repository's root with the CLI built: luajit Tests/LuaTests/differential.lua
package.path = 'Readers/LOVE/?.lua;Tests/LuaTests/?.lua;' .. package.path
local support = require 'support'
local hitmask = require 'hitmask'
local suite = support.suite('hitmask.lua against hitmask verify')

local cli = support.cli()
local KINDS = {
  ['not a .hitmask file'] = 'not-a-hitmask', ['unsupported version'] = 'unsupported-version',
  ['unsupported codec'] = 'unsupported-codec', truncated = 'truncated', ['checksum mismatch'] = 'checksum-mismatch',
  ['corrupt header'] = 'corrupt-header', ['corrupt section'] = 'corrupt-section',
}

local work = support.run('mktemp -d'):gsub('%s+$', '')

suite.test('the module and the CLI agree on generated masks and their mutations', function()
  local originals = {}
  local sets = { {}, { '--outlines', '--tolerance-data' }, { '--outline-mode', 'balanced', '--rect-mode', 'inner' } }
  for index, options in ipairs(sets) do
    local out = work .. '/set' .. index
    support.run(string.format('%s generate Samples/Sprites --output %s --quiet %s 2>&1', cli, out,
      table.concat(options, ' ')))
    for name in support.run('ls ' .. out):gmatch('[^\n]+') do
      if name:match('%.hitmask$') then originals[#originals + 1] = support.read(out .. '/' .. name) end
    end
  end
  -- Atlas pages with frames and frame outlines: the conformance vectors that have them.
  for name in support.run('ls Tests/Conformance/vectors'):gmatch('[^\n]+') do
    if name:match('^valid%-frame.*%.hitmask$') then originals[#originals + 1] = support.read('Tests/Conformance/vectors/' .. name) end
  end
  assert(#originals >= 15, #originals .. ' originals')
  local next = support.random(20261126)
  local files = {}
  for _, original in ipairs(originals) do
    files[#files + 1] = original
    for _ = 1, 60 do
      local mutated = original
      for _ = 1, 1 + next(3) do
        local at = 1 + next(#mutated - 4)
        local old = mutated:byte(at)
        local new = next(4) == 0 and (old + 2 ^ next(8)) % 256 or next(256)
        mutated = mutated:sub(1, at - 1) .. string.char(new) .. mutated:sub(at + 1)
      end
      files[#files + 1] = next(8) == 0 and mutated or support.withCRC(mutated)
    end
    files[#files + 1] = support.withCRC(original:sub(1, math.max(23, #original - 1 - next(20))))
  end
  local list = {}
  for i, bytes in ipairs(files) do
    list[i] = string.format('%s/file%d.hitmask', work, i)
    support.write(list[i], bytes)
  end
  support.write(work .. '/list.txt', table.concat(list, '\n'))
  -- Standard output and error apart: one pipe for both could splice their lines.
  support.run(string.format('%s verify --files-from %s/list.txt > %s/out.txt 2> %s/err.txt', cli, work, work, work))
  local output = support.read(work .. '/out.txt') .. support.read(work .. '/err.txt')
  local verdicts = {}
  for line in output:gmatch('[^\n]+') do
    local path, w, h, solid = line:match('^(.*): OK %((%d+)×(%d+), (%d+) solid pixels%)$')
    if path then verdicts[path] = string.format('OK %s×%s %s', w, h, solid) end
    local failed, words, offset = line:match('^hitmask: error: (.-%.hitmask): (.-) at byte (%d+):')
    if failed then
      local kind = words:gsub(' in .*$', '')
      verdicts[failed] = (KINDS[kind] or kind) .. ' ' .. offset
    end
  end
  local disagreements = {}
  for i, path in ipairs(list) do
    local ok, mask, err = pcall(hitmask.decode, files[i])
    local verdict
    if not ok then
      verdict = 'a Lua error: ' .. tostring(mask)
    elseif mask then
      verdict = string.format('OK %d×%d %d', mask.width, mask.height, mask:solidPixelCount())
    else
      verdict = err.kind .. ' ' .. err.offset
    end
    if verdict ~= verdicts[path] then
      disagreements[#disagreements + 1] = string.format('file%d: lua %s, swift %s', i, verdict, tostring(verdicts[path]))
    end
  end
  assert(#files > 1000, #files .. ' files')
  assert(#disagreements == 0, #disagreements .. ' of ' .. #files .. ' disagree:\n' .. table.concat(disagreements, '\n', 1,
    math.min(10, #disagreements)))
end)

support.run('rm -rf ' .. work)
suite.done()
