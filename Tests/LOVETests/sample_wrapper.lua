-- Runs the LÖVE sample (its main.lua, renamed sample_main.lua by run.sh) for 60 frames, clicking a sprite's solid
-- pixel and the background through LÖVE's event queue, then quits; an error anywhere exits with status 1 and the
-- message on standard output, where LÖVE alone would wait on its error screen.
function love.errorhandler(message)
  print('FAIL: Samples/LOVEGame: ' .. tostring(message))
  io.stdout:flush()
  os.exit(1)
end

require 'sample_main'

-- A point on a sprite's solid pixel, found with the sample's own scene.
local function pointOnASprite()
  local layout = require('scene').new('masks')
  for y = 0, 559, 4 do
    for x = 0, 799, 4 do
      if layout:spriteAt(x, y) then return x, y end
    end
  end
  error('no sprite under any point of the window')
end

local sampleUpdate, frames = love.update, 0
function love.update(dt)
  if sampleUpdate then sampleUpdate(dt) end
  frames = frames + 1
  if frames == 10 then
    love.event.push('mousepressed', 5, 5, 1, false, 1) -- the background: drops a ball
  elseif frames == 20 then
    local x, y = pointOnASprite()
    love.event.push('mousepressed', x, y, 1, false, 1)
  elseif frames == 60 then
    print('ok: Samples/LOVEGame, assembled and moved, runs 60 frames and two clicks in LÖVE without an error')
    love.event.quit(0)
  end
end
