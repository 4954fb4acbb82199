-- Runs a LÖVE game's main module inside LÖVE, headless, as a player would for a moment: its love.load, then a click
-- on every point of a 40-pixel grid over its 800 × 560 window through LÖVE's event queue (ten a frame), then 30
-- frames more, then quits. Any error exits with status 1 and its message on standard output, where LÖVE alone
-- would wait on its error screen. The module is HITMASK_GAME_MAIN (default game_main), beside this file as main.lua.
-- Tests/LOVETests/run.sh runs the sample game with it, and .ci/check-docs.sh each Lua block of the docs.
function love.errorhandler(message)
  print('FAIL: ' .. (os.getenv('HITMASK_GAME_NAME') or 'the game') .. ': ' .. tostring(message))
  io.stdout:flush()
  os.exit(1)
end

require(os.getenv('HITMASK_GAME_MAIN') or 'game_main')

local clicks = {}
for y = 20, 540, 40 do
  for x = 20, 780, 40 do clicks[#clicks + 1] = { x, y } end
end

local gameUpdate, frames = love.update, 0
function love.update(dt)
  if gameUpdate then gameUpdate(dt) end
  frames = frames + 1
  for i = (frames - 1) * 10 + 1, math.min(frames * 10, #clicks) do
    love.event.push('mousepressed', clicks[i][1], clicks[i][2], 1, false, 1)
    love.event.push('mousereleased', clicks[i][1], clicks[i][2], 1, false, 1)
  end
  if frames == math.ceil(#clicks / 10) + 30 then
    print('ok: ' .. (os.getenv('HITMASK_GAME_NAME') or 'the game') .. ' ran ' .. frames .. ' frames and '
      .. #clicks .. ' clicks in LÖVE without an error')
    love.event.quit(0)
  end
end
