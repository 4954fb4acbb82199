-- A LÖVE game that hit-tests sprites with hitmask.lua: a click picks the topmost sprite whose solid pixel is under
-- it, passing through transparent pixels to the sprites below; a click on the background drops a ball, which
-- falls onto the sprites' physics outlines. Assembled by Samples/assemble.sh LOVEGame DIR (see README.md): love DIR
local scene = require 'scene'

local world, balls, images, current, message = nil, {}, {}, nil, nil
local lastHit = 'click a sprite, or the background to drop a ball'

function love.load()
  local err
  current, err = scene.new('masks')
  if not current then
    message = tostring(err) .. '\n\nMake the masks first, in the game\'s folder:\n'
      .. '  hitmask generate sprites --output masks --outlines'
    return
  end
  for _, sprite in ipairs(current.sprites) do
    images[sprite.name] = love.graphics.newImage('sprites/' .. sprite.name .. '.png')
    images[sprite.name]:setFilter('nearest', 'nearest')
  end
  world = current:newWorld()
end

function love.mousepressed(x, y, button)
  if not current or button ~= 1 then return end
  local sprite = current:spriteAt(x, y)
  if sprite then
    lastHit = 'hit: ' .. sprite.name
  else
    lastHit = 'background: a ball drops'
    balls[#balls + 1] = scene.dropBall(world, x, y)
  end
end

function love.update(dt)
  if world then world:update(dt) end
end

function love.draw()
  love.graphics.clear(0.16, 0.17, 0.2)
  if message then
    love.graphics.print(message, 20, 20)
    return
  end
  local mx, my = love.mouse.getPosition()
  local hovered = current:spriteAt(mx, my)
  for _, sprite in ipairs(current.sprites) do
    love.graphics.setColor(1, 1, 1, sprite == hovered and 1 or 0.85)
    love.graphics.draw(images[sprite.name], sprite.x, sprite.y, 0, sprite.scale, sprite.scale)
  end
  love.graphics.setColor(0.3, 0.9, 0.6)
  for _, sprite in ipairs(current.sprites) do
    for _, fixture in ipairs(sprite.body:getFixtures()) do
      love.graphics.polygon('line', sprite.body:getWorldPoints(fixture:getShape():getPoints()))
    end
  end
  love.graphics.setColor(1, 0.85, 0.2)
  for _, ball in ipairs(balls) do love.graphics.circle('fill', ball:getX(), ball:getY(), 6) end
  love.graphics.setColor(1, 1, 1)
  love.graphics.print(lastHit, 20, 20)
end
