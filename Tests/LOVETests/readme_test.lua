-- Readers/LOVE/README.md's game (its first Lua block, an @2x flower and a sword held at the mouse), run inside LÖVE,
-- headless, as main.lua beside it (readme_game.lua). Clicks: what its own love.draw puts on a transparent canvas says
-- where the flower is solid (any alpha at all, the masks' threshold), and clicks through LÖVE's event queue on those
-- pixels and around them must print the README's "hit the flower" exactly there. Touches: the mouse, moved through
-- LÖVE's event queue across the flower, carries the sword; where the game's drawing shows the sword's pixels deep in
-- the flower's solid ones it must say they touch, and where no pixel it draws comes within two of the flower's, that
-- they do not. Prints "ok: ..." or "FAIL ..." lines; exits 1 on a failure.
function love.errorhandler(message)
  io.stdout:write('FAIL: the README game: ' .. tostring(message) .. '\n')
  io.stdout:flush()
  os.exit(1)
end

-- What the game prints is kept, not shown: its answers.
local realPrint, said = print, {}
print = function(...) said[#said + 1] = table.concat({ ... }, ' ') end
require 'readme_game'

local gameMousepressed = love.mousepressed
local answers, expected, frames = {}, {}, 0
local checkSwordStep -- below: the sword's path, a step a frame
local flowerDrawn -- the game's drawing before the sword comes on screen: the flower alone
local function fail(message)
  realPrint('FAIL ' .. message)
  io.stdout:flush()
  os.exit(1)
end
love.mousepressed = function(x, y, ...)
  local before = #said
  gameMousepressed(x, y, ...)
  answers[#answers + 1] = { x, y, said[#said] == 'hit the flower' and #said > before }
end

-- The game's own drawing now, on a transparent canvas: its pixels as the player sees them.
local function gameDrawing()
  local canvas = love.graphics.newCanvas(love.graphics.getDimensions())
  love.graphics.setCanvas(canvas)
  love.graphics.clear(0, 0, 0, 0)
  love.draw()
  love.graphics.setCanvas()
  return canvas:newImageData()
end

function love.update()
  frames = frames + 1
  if frames == 2 then
    -- The flower's pixels, the sword still off screen.
    local width, height = love.graphics.getDimensions()
    local drawn = gameDrawing()
    flowerDrawn = drawn
    local left, top, right, bottom = width, height, -1, -1
    for y = 0, height - 1, 2 do
      for x = 0, width - 1, 2 do
        if select(4, drawn:getPixel(x, y)) > 0 then
          left, top, right, bottom = math.min(left, x), math.min(top, y), math.max(right, x), math.max(bottom, y)
        end
      end
    end
    -- Every third pixel of the drawn flower and a margin, clicked at the pixel's centre.
    for y = math.max(0, top - 12), math.min(height - 1, bottom + 12), 3 do
      for x = math.max(0, left - 12), math.min(width - 1, right + 12), 3 do
        expected[#expected + 1] = { x + 0.5, y + 0.5, select(4, drawn:getPixel(x, y)) > 0 }
        love.event.push('mousepressed', x + 0.5, y + 0.5, 1, false, 1)
        love.event.push('mousereleased', x + 0.5, y + 0.5, 1, false, 1)
      end
    end
  elseif frames == 4 then
    local wrong, hits = 0, 0
    for i, click in ipairs(expected) do
      local answer = answers[i]
      if not answer or answer[3] ~= click[3] then
        wrong = wrong + 1
        if wrong <= 5 then realPrint(('FAIL the README game answers a click at (%g, %g) with %s, drawn %s'):format(
          click[1], click[2], tostring(answer and answer[3]), click[3] and 'solid' or 'clear')) end
      end
      if click[3] then hits = hits + 1 end
    end
    if wrong == 0 and hits > 100 and #expected - hits > 100 then
      realPrint(('ok: the LÖVE README\'s @2x flower answers %d clicks as it is drawn (%d on solid pixels)'):format(#expected, hits))
    else
      fail(('the LÖVE README game: %d of %d clicks answered wrongly, %d on solid pixels'):format(wrong, #expected, hits))
    end
  elseif frames > 4 then
    checkSwordStep(frames - 5)
  end
end

-- The mouse's path: across the flower at three heights, a step a frame.
local path = {}
for _, y in ipairs({ 120, 176, 250 }) do
  for x = 10, 420, 7 do path[#path + 1] = { x, y } end
end

-- The last thing the game said about the sword: whether it touches the flower now.
local function saysTouching()
  for i = #said, 1, -1 do
    if said[i] == 'the sword touches the flower' then return true end
    if said[i] == 'the sword is clear' then return false end
  end
  return false
end

-- The game's drawing now, against the flower alone, in a box around the sword: how many pixels show the sword over
-- the flower's solid ones (a plain difference over an opaque flower pixel), and whether any pixel the sword changes
-- lies within two pixels of one the flower draws.
local function drawnContact(x, y)
  local width, height = love.graphics.getDimensions()
  local now = gameDrawing()
  local deep, near = 0, false
  for py = math.max(2, y - 80), math.min(height - 3, y + 80) do
    for px = math.max(2, x - 80), math.min(width - 3, x + 80) do
      local r0, g0, b0, a0 = flowerDrawn:getPixel(px, py)
      local r1, g1, b1, a1 = now:getPixel(px, py)
      local changed = math.max(math.abs(r1 - r0), math.abs(g1 - g0), math.abs(b1 - b0), math.abs(a1 - a0))
      if changed > 0 then
        if a0 >= 0.99 and changed > 0.1 then deep = deep + 1 end
        for v = -2, 2 do
          for u = -2, 2 do
            if select(4, flowerDrawn:getPixel(px + u, py + v)) > 0 then near = true end
          end
        end
      end
    end
  end
  return deep, near
end

local touches, clear, skipped = 0, 0, 0
checkSwordStep = function(step)
  if step >= 1 then
    local x, y = path[step][1], path[step][2]
    local deep, near = drawnContact(x, y)
    local answer = saysTouching()
    if deep >= 8 then
      touches = touches + 1
      if not answer then fail(('the sword at (%d, %d) covers %d of the flower\'s solid pixels, but the game says it is clear'):format(x, y, deep)) end
    elseif not near then
      clear = clear + 1
      if answer then fail(('the sword at (%d, %d) draws nothing within two pixels of the flower, but the game says they touch'):format(x, y)) end
    else
      skipped = skipped + 1 -- grazing: the drawing's filtering and the masks' pixel centres may differ here
    end
  end
  if step < #path then
    love.event.push('mousemoved', path[step + 1][1], path[step + 1][2], 0, 0, false)
  elseif touches >= 10 and clear >= 10 then
    realPrint(('ok: the LÖVE README\'s sword says it touches the flower at the %d places its drawing overlaps the flower\'s, and clear at the %d far from it (%d grazing ones left)'):format(touches, clear, skipped))
    love.event.quit(0)
  else
    fail(('the sword\'s path met the flower %d times and missed it %d times: too few to tell'):format(touches, clear))
  end
end
