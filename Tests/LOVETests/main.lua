-- The LÖVE sample's scene (Samples/LOVEGame/scene.lua) and hitmask.lua inside LÖVE itself, headless: clicks pushed
-- through LÖVE's event queue land on the topmost sprite with a solid pixel under them and pass through transparent
-- ones; the love.physics bodies built from the outlines keep each outline mode's promise (outer: every solid
-- pixel's centre inside a fixture; inner: no clear pixel's centre inside one); a dropped ball comes to rest on the
-- ring. run.sh assembles the game (this file, the scene, the module and freshly generated masks) and runs it.
local scene = require 'scene'
local hitmask = require 'hitmask'
local floor = math.floor

local failures, clicks, current = {}, {}, nil
local function check(condition, message)
  if not condition then failures[#failures + 1] = message end
end

--- The sprite a click at (x, y) must reach: the topmost whose pixel there is solid, worked out pixel by pixel.
local function expectedAt(x, y)
  for i = #current.sprites, 1, -1 do
    local sprite = current.sprites[i]
    local px, py = floor((x - sprite.x) / sprite.scale), floor((y - sprite.y) / sprite.scale)
    if px >= 0 and py >= 0 and px < sprite.mask.width and py < sprite.mask.height and sprite.mask:contains(px, py) then
      return sprite.name
    end
  end
  return 'background'
end

--- Whether the sprite's bounds hold (x, y): a click there that reaches another sprite passed through it.
local function within(sprite, x, y)
  return x >= sprite.x and y >= sprite.y and x < sprite.x + sprite.mask.width * sprite.scale
    and y < sprite.y + sprite.mask.height * sprite.scale
end

local function checkPhysics(folder, mode)
  local placed = assert(scene.new(folder))
  local world = placed:newWorld()
  for _, sprite in ipairs(placed.sprites) do
    local fixtures = sprite.body:getFixtures()
    check(#fixtures > 0, sprite.name .. ': no fixtures')
    local mask, wrong, solid = sprite.mask, 0, 0
    for py = 0, mask.height - 1 do
      for px = 0, mask.width - 1 do
        local wx, wy = sprite.x + (px + 0.5) * sprite.scale, sprite.y + (py + 0.5) * sprite.scale
        local covered = false
        for _, fixture in ipairs(fixtures) do
          if fixture:testPoint(wx, wy) then covered = true break end
        end
        local isSolid = mask:contains(px, py)
        if isSolid then solid = solid + 1 end
        if mode == 'outer' and isSolid and not covered then wrong = wrong + 1 end
        if mode == 'inner' and covered and not isSolid then wrong = wrong + 1 end
      end
    end
    check(solid > 0, sprite.name .. ': no solid pixel')
    check(wrong == 0, string.format('%s (%s): %d pixel centres break the promise', sprite.name, mode, wrong))
  end
  world:destroy()
end

function love.load()
  local err
  current, err = scene.new('masks')
  assert(current, tostring(err))
  -- A click every 4 px over the sprites and around them, through LÖVE's own queue.
  for y = 60, 480, 4 do
    for x = 100, 640, 4 do
      clicks[#clicks + 1] = { x = x, y = y, expected = expectedAt(x, y) }
      love.event.push('mousepressed', x, y, 1, false, 1)
    end
  end
  clicks.received = 0
end

function love.mousepressed(x, y, button)
  clicks.received = clicks.received + 1
  local click = clicks[clicks.received]
  check(click and click.x == x and click.y == y, string.format('click %d arrived as (%s, %s)', clicks.received, x, y))
  local sprite = current:spriteAt(x, y)
  click.hit = sprite and sprite.name or 'background'
end

local frames = 0
function love.update()
  frames = frames + 1
  if frames < 3 then return end

  -- Clicks.
  check(clicks.received == #clicks, string.format('%d of %d clicks arrived', clicks.received, #clicks))
  local hits, passedThrough = {}, 0
  for _, click in ipairs(clicks) do
    check(click.hit == click.expected, string.format('(%d, %d): %s, expected %s', click.x, click.y,
      tostring(click.hit), click.expected))
    hits[click.hit] = (hits[click.hit] or 0) + 1
    for i = #current.sprites, 1, -1 do
      local sprite = current.sprites[i]
      if within(sprite, click.x, click.y) then
        if sprite.name ~= click.hit then passedThrough = passedThrough + 1 end
        break
      end
    end
  end
  for _, sprite in ipairs(current.sprites) do check((hits[sprite.name] or 0) > 20, sprite.name .. ' was hardly hit') end
  check(passedThrough > 100, passedThrough .. ' clicks passed through a transparent pixel')
  -- Touch tolerance: a point 2 px outside the flower's solid pixels is missed exactly, reached within 3 px.
  local flower = current.sprites[2]
  local edgeX = 0
  while not flower.mask:contains(edgeX, 48) do edgeX = edgeX + 1 end
  local x, y = flower.x + (edgeX - 2) * flower.scale, flower.y + 48 * flower.scale
  check(current:spriteAt(x, y) ~= flower, 'the near miss is a hit without tolerance')
  check(current:spriteAt(x, y, 6) == flower, 'the near miss is not reached with a tolerance of 3 sprite pixels')

  -- Physics: each outline mode's promise, through Box2D's own point tests.
  checkPhysics('masks', 'outer')
  checkPhysics('masks-inner', 'inner')

  -- A ball dropped over the ring's top comes to rest on it; one dropped beside everything falls away.
  local world = current:newWorld()
  local ring = current.sprites[1]
  local top = 0
  while not ring.mask:contains(40, top) do top = top + 1 end
  local resting = scene.dropBall(world, ring.x + 40 * ring.scale, ring.y - 40, 6)
  local falling = scene.dropBall(world, 760, 40, 6)
  for _ = 1, 240 do world:update(1 / 60) end
  local rx, ry = resting:getPosition()
  local vx, vy = resting:getLinearVelocity()
  check(ry < ring.y + top * ring.scale and ry > ring.y + top * ring.scale - 20,
    string.format('the ball rests at y %.1f, the ring top is at %d', ry, ring.y + top * ring.scale))
  check(math.abs(vx) + math.abs(vy) < 5, string.format('the ball still moves at (%.1f, %.1f)', vx, vy))
  check(select(2, falling:getPosition()) > 560, 'the ball beside everything did not fall away')
  check(hitmask.isError(select(2, hitmask.decode('not a mask'))), 'bad bytes are not the module\'s error')

  -- hitmask.drawMatrix places pixels where love.graphics.draw does: LÖVE's own transform, to its float precision.
  for _, args in ipairs({ { 10, 20 }, { 5, -3, 0.7, 2, 0.5, 8, 4 }, { -40, 9, -2.2, -1, 1.5, 3, 6, 0.3, -0.2 },
    { 0, 0, math.pi / 2, 1, 1, 16, 16 } }) do
    local m = hitmask.drawMatrix(unpack(args))
    local e11, e12, _, e14, e21, e22, _, e24 = love.math.newTransform(unpack(args)):getMatrix()
    local worst = math.max(math.abs(m.a - e11), math.abs(m.c - e12), math.abs(m.e - e14), math.abs(m.b - e21),
      math.abs(m.d - e22), math.abs(m.f - e24))
    check(worst < 1e-4, string.format('drawMatrix(%s) is %g from love.math.newTransform', table.concat(args, ', '),
      worst))
  end
  -- Two drawn sprites: one on itself touches, turned about its centre it still does, far away it does not.
  local sprite = current.sprites[1]
  local w, h = sprite.mask.width, sprite.mask.height
  local here = hitmask.drawMatrix(100, 100, 0, 1, 1, w / 2, h / 2)
  check(sprite.mask:placedOverlaps(sprite.mask, here, here), 'a drawn sprite does not touch itself')
  check(sprite.mask:placedOverlaps(sprite.mask, here, hitmask.drawMatrix(100.5, 100, 0.8, 1, 1, w / 2, h / 2)),
    'a drawn sprite does not touch itself turned')
  check(not sprite.mask:placedOverlaps(sprite.mask, here, hitmask.drawMatrix(100 + 3 * w, 100, 0.8, 2, 2, w / 2, h / 2)),
    'a drawn sprite touches one drawn three widths away')

  for _, failure in ipairs(failures) do print('FAIL ' .. failure) end
  print(string.format('hitmask in LÖVE: %d clicks, %d passed through transparent pixels, %d failures', #clicks,
    passedThrough, #failures))
  love.event.quit(#failures == 0 and 0 or 1)
end
