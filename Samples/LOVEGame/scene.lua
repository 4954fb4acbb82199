-- The sample's world, apart from drawing: sprites placed on the screen, which of them a click lands on (passing
-- through their transparent pixels), and a love.physics world whose static bodies are the sprites' outlines.
local hitmask = require 'hitmask'

local scene = {}
scene.__index = scene

--- Sprites in drawing order (the last is on top): a mask file name, where its top-left corner goes and how much it is
--- scaled. They overlap on purpose: a click on the flower's transparent corner reaches the ring below it.
scene.layout = {
  { name = 'ring', x = 300, y = 120, scale = 2 },
  { name = 'flower', x = 430, y = 150, scale = 2 },
  { name = 'sword', x = 120, y = 80, scale = 2 },
  { name = 'button', x = 120, y = 420, scale = 1 },
}

--- A scene of the layout's sprites, their masks read from `folder` (made by `hitmask generate ... --outlines`).
function scene.new(folder)
  local self = setmetatable({ sprites = {} }, scene)
  for _, placed in ipairs(scene.layout) do
    local mask, err = hitmask.load(folder .. '/' .. placed.name .. '.hitmask')
    if not mask then return nil, err end
    self.sprites[#self.sprites + 1] = {
      name = placed.name, mask = mask, x = placed.x, y = placed.y, scale = placed.scale,
    }
  end
  return self
end

--- The pixel of `sprite` under screen point (x, y), which may lie outside the image.
function scene.pixelOf(sprite, x, y)
  return (x - sprite.x) / sprite.scale, (y - sprite.y) / sprite.scale
end

--- The topmost sprite whose solid pixel is under screen point (x, y), or nil: the click reaches the background.
--- With `tolerance` (screen pixels, below 16 sprite pixels), a near miss counts too.
function scene:spriteAt(x, y, tolerance)
  for i = #self.sprites, 1, -1 do
    local sprite = self.sprites[i]
    local px, py = scene.pixelOf(sprite, x, y)
    if tolerance then
      if sprite.mask:containsWithin(px, py, tolerance / sprite.scale) then return sprite end
    elseif sprite.mask:contains(px, py) then
      return sprite
    end
  end
  return nil
end

--- A physics world in which each sprite is a static body shaped by its outlines' convex pieces; balls dropped into
--- it fall onto them (and through the ring's hole).
function scene:newWorld(gravity)
  local world = love.physics.newWorld(0, gravity or 600)
  for _, sprite in ipairs(self.sprites) do
    sprite.body = love.physics.newBody(world, sprite.x, sprite.y, 'static')
    for _, shape in ipairs(hitmask.newPhysicsShapes(sprite.mask, { scale = sprite.scale })) do
      love.physics.newFixture(sprite.body, shape)
    end
  end
  return world
end

--- A ball of `radius` dropped at (x, y).
function scene.dropBall(world, x, y, radius)
  local body = love.physics.newBody(world, x, y, 'dynamic')
  love.physics.newFixture(body, love.physics.newCircleShape(radius or 6), 1):setRestitution(0.2)
  return body
end

return scene
