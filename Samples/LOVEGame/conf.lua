function love.conf(t)
  t.identity = 'hitmask-sample'
  t.window.title = 'HitMask in LÖVE: clicks pass through transparent pixels'
  t.window.width, t.window.height = 800, 560
end
