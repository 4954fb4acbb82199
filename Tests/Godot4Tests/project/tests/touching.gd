# Sprites that touch, in Godot 4, headless: HitMask.sprites_overlap against the sampled rule itself (some canvas
# point (x + ½, y + ½) solid in both sprites by sprite_contains, searched over a box around the first sprite) on random
# placements of Sprite2Ds and AnimatedSprite2Ds (rotation, scale, skew, flips, centered, offset, regions, frames, atlas
# frames); HitMaskShapes.follow_animation, whose shapes the physics server's point queries find on the solid pixels of
# the frame shown after each frame change, and not far from them; and the add-on README's two snippets of "Sprites
# that touch", run as written. Prints one line per failure, "ok: ..." when all pass.
extends SceneTree

var failures := []
var physics_tick := 0
var steps: Array[Callable] = []


func check(condition: bool, message: String) -> void:
	if not condition:
		failures.append(message)


func _initialize() -> void:
	check_against_sampled_rule()
	check_readme_overlap_snippet()
	prepare_animation()


# --- sprites_overlap ---------------------------------------------------------------------------------------------

func random_sprite(random: RandomNumberGenerator, name: String, case: int) -> Node2D:
	var texture: Texture2D = load("res://masks/%s.png" % name)
	var sprite: Node2D
	if case % 7 == 6:
		# An atlas frame of page_a, its trim as margin, in an AnimatedSprite2D.
		var page: HitMask = load("res://atlas/page_a.hitmask")
		var hero: Dictionary = page.frame("hero")
		var atlas := AtlasTexture.new()
		atlas.atlas = load("res://atlas/page_a.png")
		atlas.region = page.frame_region(hero)
		atlas.margin = Rect2(hero.trim[0], hero.trim[1], hero.source_size[0] - atlas.region.size.x,
			hero.source_size[1] - atlas.region.size.y)
		var animated := AnimatedSprite2D.new()
		animated.sprite_frames = SpriteFrames.new()
		animated.sprite_frames.add_frame("default", atlas)
		sprite = animated
	else:
		var plain := Sprite2D.new()
		plain.texture = texture
		if case % 5 == 1:
			plain.region_enabled = true
			plain.region_rect = Rect2(Vector2(random.randi_range(0, 8), random.randi_range(0, 8)), texture.get_size() * 0.75)
		if case % 5 == 3:
			plain.hframes = 2
			plain.vframes = 2
			plain.frame = random.randi_range(0, 3)
		sprite = plain
	sprite.rotation = random.randf_range(-PI, PI) if case % 3 != 0 else 0.0
	sprite.scale = Vector2(random.randf_range(0.6, 1.4), random.randf_range(0.6, 1.4))
	if case % 4 == 0:
		sprite.scale = Vector2.ONE  # whole-pixel moves too, where pixel edges meet exactly
	sprite.skew = random.randf_range(-0.3, 0.3) if case % 6 == 2 else 0.0
	sprite.centered = case % 2 == 0
	sprite.offset = Vector2(random.randi_range(-6, 6), random.randi_range(-6, 6))
	sprite.flip_h = random.randf() < 0.3
	sprite.flip_v = random.randf() < 0.3
	return sprite


func mask_of(sprite: Node2D, name: String) -> HitMask:
	return load("res://atlas/page_a.hitmask") if sprite is AnimatedSprite2D else load("res://masks/%s.hitmask" % name)


# The canvas points (x + ½, y + ½) where a sprite is solid by sprite_contains, searched a point at a time over a box
# around its drawn rectangle: the sampled rule's one side, by its words.
func solid_points(mask: HitMask, sprite: Node2D) -> Array[Vector2]:
	var rect: Rect2
	if sprite is Sprite2D:
		rect = sprite.get_rect()
	else:
		var size: Vector2 = sprite.sprite_frames.get_frame_texture(sprite.animation, sprite.frame).get_size()
		rect = Rect2(sprite.offset - (size / 2 if sprite.centered else Vector2.ZERO), size)
	var box := (sprite.get_global_transform() * rect).grow(3)
	var points: Array[Vector2] = []
	for y in range(int(floor(box.position.y)), int(ceil(box.end.y))):
		for x in range(int(floor(box.position.x)), int(ceil(box.end.x))):
			if mask.sprite_contains(sprite, Vector2(x + 0.5, y + 0.5)):
				points.append(Vector2(x + 0.5, y + 0.5))
	return points


# Random placements, the second sprite swept towards the first a unit at a time, so that many placements graze: each
# answer against the sampled rule (some solid point of the first is solid in the second), both ways round.
func check_against_sampled_rule() -> void:
	var random := RandomNumberGenerator.new()
	random.seed = 5402
	var names := ["sword", "ring", "flower", "button"]
	var touching := 0
	var wrong := 0
	var compared := 0
	for case in 40:
		var a_name: String = names[case % names.size()]
		var b_name: String = names[(case / 3) % names.size()]
		var a := random_sprite(random, a_name, case)
		var b := random_sprite(random, b_name, case / 2 + 1)
		a.position = Vector2(random.randf_range(200, 300), random.randf_range(200, 300))
		if case % 4 == 0:
			a.position = a.position.round()
		var direction := Vector2.from_angle(random.randf_range(-PI, PI))
		var start := a.position + direction * 90
		if case % 8 == 0:
			direction = Vector2(-1, 0) if case % 16 == 0 else Vector2(0, 1)
			start = (a.position - direction * 90).round()
		root.add_child(a)
		root.add_child(b)
		var a_mask := mask_of(a, a_name)
		var b_mask := mask_of(b, b_name)
		var a_points := solid_points(a_mask, a)
		for step in 60:
			b.position = start - direction * step * (1.0 if case % 8 == 0 else 1.5)
			var expected := false
			for point in a_points:
				if b_mask.sprite_contains(b, point):
					expected = true
					break
			var ours := a_mask.sprites_overlap(a, b_mask, b)
			var theirs := b_mask.sprites_overlap(b, a_mask, a)
			compared += 1
			touching += int(expected)
			if ours != expected or theirs != expected:
				wrong += 1
				print("  case %d step %d: %s and %s: sprites_overlap %s and %s, the sampled rule %s" % [case, step,
					a_name, b_name, ours, theirs, expected])
			if expected:
				break  # the first touch, reached from apart, is the grazing one
		a.free()
		b.free()
	check(wrong == 0, "sprites_overlap differs from the sampled rule in %d of %d placements" % [wrong, compared])
	check(touching > 20, "only %d of the 40 sweeps reach a touch" % touching)
	check_grazing()
	# A sprite that draws nothing, or cannot be inverted, touches nothing.
	var mask: HitMask = load("res://masks/ring.hitmask")
	var ring := Sprite2D.new()
	ring.texture = load("res://masks/ring.png")
	var flat := Sprite2D.new()
	flat.texture = ring.texture
	flat.scale = Vector2(1, 0)
	var empty := Sprite2D.new()
	for node in [ring, flat, empty]:
		root.add_child(node)
	check(mask.sprites_overlap(ring, mask, ring), "a ring does not touch itself")
	check(not mask.sprites_overlap(ring, mask, flat), "a sprite scaled to a line touches")
	check(not mask.sprites_overlap(empty, mask, ring), "a sprite without a texture touches")
	for node in [ring, flat, empty]:
		node.free()


# Two solid squares cut from the button's mask by regions, side by side in every direction, at every scale that keeps
# pixel edges on whole units: they touch when their rectangles share a unit column or row, and not when they only abut.
func check_grazing() -> void:
	var mask: HitMask = load("res://masks/button.hitmask")
	var side := 6
	var corner := Vector2i(-1, -1)
	for y in mask.height - side:
		for x in mask.width - side:
			var full := true
			for v in side:
				for u in side:
					full = full and mask.contains(x + u, y + v)
			if full and corner.x < 0:
				corner = Vector2i(x, y)
	check(corner.x >= 0, "the button has no solid %d x %d square" % [side, side])
	var squares := []
	for k in 2:
		var square := Sprite2D.new()
		square.texture = load("res://masks/button.png")
		square.region_enabled = true
		square.region_rect = Rect2(corner, Vector2(side, side))
		square.centered = false
		root.add_child(square)
		squares.append(square)
	var a: Sprite2D = squares[0]
	var b: Sprite2D = squares[1]
	for factor in [1, 2, 3]:
		a.scale = Vector2(factor, factor)
		b.scale = a.scale
		a.position = Vector2(100, 100)
		var reach: int = side * factor
		for direction in [Vector2i(1, 0), Vector2i(-1, 0), Vector2i(0, 1), Vector2i(0, -1), Vector2i(1, 1)]:
			b.position = a.position + Vector2(direction * (reach - 1))
			check(mask.sprites_overlap(a, mask, b), "squares at scale %d sharing a unit along %s do not touch" % [factor, direction])
			b.position = a.position + Vector2(direction * reach)
			check(not mask.sprites_overlap(a, mask, b), "squares at scale %d that abut along %s touch" % [factor, direction])
	for square in squares:
		square.free()


# The README's first snippet, as written, on a sword and a ring placed apart and then crossing.
func check_readme_overlap_snippet() -> void:
	var blocks := readme_blocks("## Sprites that touch")
	check(blocks.size() == 2, "the add-on's README has %d GDScript blocks under Sprites that touch, not 2" % blocks.size())
	if blocks.size() != 2:
		return
	var scene: Node2D = node_from_source(blocks[0])
	for name in ["Sword", "Ring"]:
		var sprite := Sprite2D.new()
		sprite.name = name
		sprite.texture = load("res://sprites/%s.png" % name.to_lower())
		scene.add_child(sprite)
	root.add_child(scene)
	scene.get_node("Sword").position = Vector2(100, 100)
	scene.get_node("Ring").position = Vector2(400, 100)
	scene._physics_process(0.0)
	check(scene.get_node("Ring").modulate == Color.WHITE, "README: the ring turned red while apart from the sword")
	scene.get_node("Ring").position = Vector2(110, 140)
	scene.get_node("Sword").rotation = 0.4
	scene._physics_process(0.0)
	check(scene.get_node("Ring").modulate == Color.RED, "README: the ring did not turn red on the sword")
	scene.free()


# The GDScript blocks under a heading of the add-on's README (copied into the project by run.sh).
func readme_blocks(heading: String) -> Array[String]:
	var blocks: Array[String] = []
	var in_section := false
	var block := ""
	var inside := false
	for line in FileAccess.get_file_as_string("res://addon_readme.txt").split("\n"):
		if line.begins_with("## "):
			in_section = line == heading
		elif in_section and line == "```gdscript":
			inside = true
			block = ""
		elif inside and line == "```":
			inside = false
			blocks.append(block)
		elif inside:
			block += line + "\n"
	return blocks


func node_from_source(source: String) -> Node:
	var script := GDScript.new()
	script.source_code = source
	check(script.reload() == OK, "a README block does not compile")
	var base: String = script.get_instance_base_type()
	var node: Node = ClassDB.instantiate(base)
	node.set_script(script)
	return node


# --- follow_animation --------------------------------------------------------------------------------------------

var followers := []  # {"body", "sprite", "mask" (a page or null), "masks" (Dictionary or null)}


# Two bodies: the README's second snippet (a CharacterBody2D whose AnimatedSprite2D shows page_a's hero frame, the whole
# page, and the hero again, flipped and offset), and a StaticBody2D holding, through a scaled Node2D, an animation of
# whole images given as a Dictionary of masks.
func prepare_animation() -> void:
	var blocks := readme_blocks("## Sprites that touch")
	if blocks.size() != 2:
		return
	var page: HitMask = load("res://sprites/hero.hitmask")
	var hero: Dictionary = page.frame("hero")
	var page_texture: Texture2D = load("res://sprites/hero.png")
	var atlas := AtlasTexture.new()
	atlas.atlas = page_texture
	atlas.region = page.frame_region(hero)
	atlas.margin = Rect2(hero.trim[0], hero.trim[1], hero.source_size[0] - atlas.region.size.x,
		hero.source_size[1] - atlas.region.size.y)
	var body: CharacterBody2D = node_from_source(blocks[1])
	body.position = Vector2(100, 100)
	var animated := AnimatedSprite2D.new()
	animated.name = "AnimatedSprite2D"
	animated.sprite_frames = SpriteFrames.new()
	for texture in [atlas, page_texture, atlas]:
		animated.sprite_frames.add_frame("default", texture)
	animated.flip_h = true
	animated.offset = Vector2(5, -3)
	animated.position = Vector2(7, 9)
	body.add_child(animated)
	root.add_child(body)  # its _ready follows the animation
	followers.append({"body": body, "sprite": animated, "page": page})

	var images := {}
	var sprites := AnimatedSprite2D.new()
	sprites.sprite_frames = SpriteFrames.new()
	for name in ["ring", "sword", "flower"]:
		var texture: Texture2D = load("res://masks/%s.png" % name)
		images[texture] = load("res://masks/%s.hitmask" % name)
		sprites.sprite_frames.add_frame("default", texture)
	sprites.centered = false
	sprites.flip_v = true
	var holder := Node2D.new()
	holder.scale = Vector2(1.5, 1.5)
	holder.position = Vector2(3, 4)
	holder.add_child(sprites)
	var still := StaticBody2D.new()
	still.position = Vector2(400, 100)
	still.add_child(holder)
	root.add_child(still)
	HitMaskShapes.follow_animation(still, sprites, images)
	HitMaskShapes.follow_animation(still, sprites, images)  # again: replaces, does not double
	followers.append({"body": still, "sprite": sprites, "images": images})


# The mask and frame an AnimatedSprite2D's current frame shows.
func shown(entry: Dictionary) -> Array:
	var sprite: AnimatedSprite2D = entry.sprite
	var texture := sprite.sprite_frames.get_frame_texture(sprite.animation, sprite.frame)
	if entry.has("images"):
		return [entry.images[texture], null]
	var page: HitMask = entry.page
	return [page, page.frame("hero") if texture is AtlasTexture else null]


# After a frame change: every solid pixel centre of the frame shown is covered by the body's shapes (outer outlines), no
# point three pixels from any solid one is, and the shapes are those of this frame alone.
func check_shapes(entry: Dictionary, what: String) -> void:
	var found := shown(entry)
	var mask: HitMask = found[0]
	var frame_info: Variant = found[1]
	var size := Vector2(mask.width, mask.height) if frame_info == null else Vector2(frame_info.source_size[0], frame_info.source_size[1])
	var solid := func(x: int, y: int) -> bool:
		return mask.contains(x, y) if frame_info == null else mask.frame_contains(frame_info, x, y)
	var space := root.world_2d.direct_space_state
	var query := PhysicsPointQueryParameters2D.new()
	var sprite: AnimatedSprite2D = entry.sprite
	var missed := 0
	var stray := 0
	var solid_count := 0
	for y in range(-2, int(size.y) + 2):
		for x in range(-2, int(size.x) + 2):
			# The pixel centre where the sprite draws it: its flips and offset, then the sprite's global transform.
			var local := Vector2(x + 0.5, y + 0.5)
			if sprite.flip_h:
				local.x = size.x - local.x
			if sprite.flip_v:
				local.y = size.y - local.y
			local += sprite.offset - (size / 2 if sprite.centered else Vector2.ZERO)
			query.position = sprite.get_global_transform() * local
			var covered := not space.intersect_point(query, 1).is_empty()
			if solid.call(x, y):
				solid_count += 1
				missed += int(not covered)
			elif covered:
				var near := false
				for v in range(y - 3, y + 4):
					for u in range(x - 3, x + 4):
						near = near or solid.call(u, v)
				stray += int(not near)
	check(solid_count > 50, "%s: the frame shown has only %d solid pixels" % [what, solid_count])
	check(missed == 0, "%s: %d solid pixel centres are not covered by the body's shapes" % [what, missed])
	check(stray == 0, "%s: %d points far from any solid pixel are covered" % [what, stray])
	var body: CollisionObject2D = entry.body
	var pieces := 0
	for region in mask.outline_polygons(frame_info):
		pieces += region.convex_pieces.size()
	check(body.get_child_count() - 1 == pieces, "%s: the body holds %d shapes, the frame has %d pieces" % [what, body.get_child_count() - 1, pieces])


func _physics_process(_delta: float) -> bool:
	physics_tick += 1
	# Each step's shape changes reach the physics server's queries two ticks later.
	if physics_tick % 3 == 0 and physics_tick / 3 <= 3:
		var step := physics_tick / 3 - 1
		for entry in followers:
			check_shapes(entry, "%s, frame %d" % [entry.body.get_class(), entry.sprite.frame])
			entry.sprite.frame = (step + 1) % entry.sprite.sprite_frames.get_frame_count("default")
	if physics_tick == 12:
		check(followers.size() == 2, "the animated bodies were not set up")
		for failure in failures:
			print("FAIL ", failure)
		if failures.is_empty():
			print("ok: sprites_overlap answers as the sampled rule on random placements of sprites, animated ones and atlas frames; HitMaskShapes.follow_animation swaps a body's shapes with each frame; the README's snippets run")
		quit(0 if failures.is_empty() else 1)
	return false
