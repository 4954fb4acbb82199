-- Headless: no window, no graphics, no sound; events, timer and physics are what the test needs.
function love.conf(t)
  t.identity = 'hitmask-tests'
  t.window = false
  t.modules.window, t.modules.graphics, t.modules.audio, t.modules.sound = false, false, false, false
  t.modules.joystick, t.modules.video = false, false
end
