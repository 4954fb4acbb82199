-- Readers/LOVE/README.md's game (its first Lua block, an @2x sprite), run inside LÖVE, headless, as main.lua beside
-- it (readme_game.lua): what its own love.draw puts on a transparent canvas says where the flower is solid (any
-- alpha at all, the masks' threshold), and clicks through LÖVE's event queue on those pixels and around them must
-- print the README's "hit the flower" exactly there. Prints "ok: ..." or "FAIL ..." lines; exits 1 on a failure.
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
love.mousepressed = function(x, y, ...)
  local before = #said
  gameMousepressed(x, y, ...)
  answers[#answers + 1] = { x, y, said[#said] == 'hit the flower' and #said > before }
end

function love.update()
  frames = frames + 1
  if frames == 2 then
    -- The game's own drawing, on a transparent canvas: the flower's pixels as the player sees them.
    local width, height = love.graphics.getDimensions()
    local canvas = love.graphics.newCanvas(width, height)
    love.graphics.setCanvas(canvas)
    love.graphics.clear(0, 0, 0, 0)
    love.draw()
    love.graphics.setCanvas()
    local drawn = canvas:newImageData()
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
      love.event.quit(0)
    else
      realPrint(('FAIL the LÖVE README game: %d of %d clicks answered wrongly, %d on solid pixels'):format(wrong, #expected, hits))
      io.stdout:flush()
      os.exit(1)
    end
  end
end
