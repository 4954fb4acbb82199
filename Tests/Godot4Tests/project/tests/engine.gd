# The Godot 4 add-on inside Godot 4, headless, after the project was imported (--import): the imported masks are
# HitMask resources whose BitMaps hold the masks' pixels; clicks sent through Input.parse_input_event press a
# HitMaskButton only on solid pixels, for every stretch mode and flip, ignore_texture_size, scale and rotation (Godot's
# own TextureButton with the mask as its click mask is the reference where it is right: no flip, the mask's aspect);
# sprite_contains answers as Godot's own Sprite2D.is_pixel_opaque does on an image in memory, under rotation, scale,
# flips, offsets, regions, frames and atlas textures; collision shapes from the outlines keep each outline mode's
# promise under the physics server's point queries, holes included, for four kinds of body; an Area2D with the
# exact outlines is picked by clicks on solid pixels only. Prints one line per failure, "ok: ..." when all pass.
extends SceneTree

const MARGIN = 4
# Godot's headless window takes pointer events only within its 64 x 64 pixels: each click moves what it clicks so
# that the point clicked lies here.
const ANCHOR = Vector2(32, 32)

var failures := []
var frame := 0
var slots := []  # {"button", "reference" (a TextureButton or null), "flip_h", "flip_v", "presses"}
var area_mask: HitMask
var area: Area2D
var picks := []
var picked := {}
var pick_points := []
var bodies := []
var clicks := 0
var physics_tick := 0


func check(condition: bool, message: String) -> void:
	if not condition:
		failures.append(message)


func _initialize() -> void:
	check_imports()
	place_buttons()
	check_sprites()
	place_bodies()


func check_imports() -> void:
	# Every import option, with its default and description, is in the add-on's README table, and no other is.
	var text := FileAccess.get_file_as_string("res://addon_readme.txt")
	var options: Array = load("res://addons/hitmask/hitmask_import_plugin.gd").OPTIONS
	for option: Dictionary in options:
		var row: String = "| `%s` | %s | %s |" % [option.name, "on" if option.default_value else "off", option.description]
		check(row in text, "the add-on's README lacks the row " + row)
	var rows := 0
	var in_table := false
	for line in text.split("\n"):
		in_table = line.begins_with("| option | default |") or (in_table and line.begins_with("|"))
		if in_table and line.begins_with("| `"):
			rows += 1
	check(rows == options.size(), "the add-on's README lists %d import options, the importer %d" % [rows, options.size()])
	var flower = load("res://masks/flower.hitmask")
	check(load("res://atlas/page_b.hitmask").frame_bitmap(load("res://atlas/page_b.hitmask").frame("hero")).get_true_bit_count() > 100,
		"page_b's hero frame, made at run time, is too empty to tell pages apart")
	check(flower is HitMask, "the imported flower is not a HitMask")
	check(flower is BitMap and flower.get_size() == Vector2i(flower.width, flower.height), "not a BitMap of its size")
	var wrong := 0
	for y in flower.height:
		for x in flower.width:
			if flower.get_bit(x, y) != flower.contains(x, y):
				wrong += 1
	check(wrong == 0, "the BitMap differs from the mask at %d pixels" % wrong)
	check(not flower.outline_polygons().is_empty(), "the imported flower has no outlines")
	# The CLI's own count of the same file's solid pixels.
	var output := []
	OS.execute(FileAccess.get_file_as_string("res://cli_path.txt").strip_edges(),
		["inspect", ProjectSettings.globalize_path("res://masks/flower.hitmask"), "--json"], output)
	var facts = JSON.parse_string(output[0])
	check(facts is Dictionary and int(facts.solidPixels) == flower.solid_pixel_count(), "solid pixels differ from the CLI's")
	# Every mask imported in this session holds its own frames' BitMaps and no other's: plain sprites none, atlas
	# pages one per frame name (the same names on two pages, other pixels), a page imported without them none.
	for folder in ["masks", "atlas"]:
		for name in DirAccess.get_files_at("res://" + folder):
			if not name.ends_with(".hitmask"):
				continue
			var mask: HitMask = load("res://%s/%s" % [folder, name])
			var names := {}
			for f in mask.frames:
				names[f.name] = true
			var expected := 0 if name == "page_b.hitmask" else names.size()
			var kept := 0
			for f in mask.frames:
				if f.get("bitmap") is BitMap:
					kept += 1
					check(is_same(mask.frame(f.name), f), "%s holds a BitMap for a second frame named %s" % [name, f.name])
					check_frame_bitmap(f.bitmap, mask, f, name)
			check(kept == expected, "%s holds %d frame BitMaps for %d frame names" % [name, kept, expected])
	check_dropped_parts()


# The import's options "outlines" and "distance_field" off drop those parts of a mask and leave the rest: on every
# valid conformance vector, the outlines dropped keep the distance field, the rects, the frames and the source; the
# field dropped too, distance_squared searches and answers as the field did.
func check_dropped_parts() -> void:
	var dropped := 0
	for name in DirAccess.get_files_at("res://vectors"):
		if not (name.begins_with("valid-") and name.ends_with(".hitmask")):
			continue
		var whole := HitMask.new()
		var bare := HitMask.new()
		check(whole.load_path("res://vectors/" + name) == OK and bare.load_path("res://vectors/" + name) == OK, name)
		var had_outlines := not whole.outline_settings().is_empty()
		bare.clear_outlines()
		check(bare.outline_settings().is_empty() and bare.outline_polygons().is_empty(), name + ": outlines kept")
		for f in bare.frames:
			check(bare.outline_settings(f).is_empty() and bare.outline_regions(f).is_empty(), name + ": frame outlines kept")
		check(bare.distance_field == whole.distance_field, name + ": the distance field changed with the outlines")
		var had_field: bool = not whole.distance_field.is_empty()
		bare.clear_distance_field()
		check(bare.distance_field.is_empty(), name + ": the distance field kept")
		check(bare.rect_list == whole.rect_list and bare.source() == whole.source() and bare.scale == whole.scale
			and bare.frames.size() == whole.frames.size() and bare.rect_grid() == whole.rect_grid(),
			name + ": dropping parts changed the rest")
		if had_field:
			var size := whole.get_size()
			for i in mini(4000, (size.x + 32) * (size.y + 32)):
				var x: int = i % (size.x + 32) - 16
				var y: int = i / (size.x + 32) - 16
				if bare.distance_squared(x, y) != whole.distance_squared(x, y):
					check(false, "%s: distance_squared(%d, %d) without the field" % [name, x, y])
					break
		if had_outlines or had_field:
			dropped += 1
	check(dropped >= 3, "only %d vectors had outlines or a distance field to drop" % dropped)


func check_frame_bitmap(map: BitMap, mask: HitMask, frame_info: Dictionary, what: String) -> void:
	var wrong := 0
	for y in frame_info.source_size[1]:
		for x in frame_info.source_size[0]:
			if map.get_bit(x, y) != mask.frame_contains(frame_info, x, y):
				wrong += 1
	check(wrong == 0, "%s: frame %s's BitMap differs at %d pixels" % [what, frame_info.name, wrong])


# --- Buttons -----------------------------------------------------------------------------------------------------

func texture_of(path: String) -> ImageTexture:
	return ImageTexture.create_from_image(Image.load_from_file(ProjectSettings.globalize_path(path)))


# Buttons of every stretch mode and flip, each at a slot of its own; the unflipped ones beside Godot's own
# TextureButton with the same texture, size and mode and the mask as its click mask.
func place_buttons() -> void:
	var mask: HitMask = load("res://masks/sword.hitmask")
	var texture := texture_of("res://masks/sword.png")
	var slot := 0
	for mode in 7:
		for flips in 4:
			var button := HitMaskButton.new()
			configure(button, texture, mode)
			button.hit_mask = mask
			button.flip_h = flips & 1 == 1
			button.flip_v = flips & 2 == 2
			var reference: TextureButton = null
			if flips == 0:
				reference = TextureButton.new()
				configure(reference, texture, mode)
				reference.texture_click_mask = mask
			add_slot(slot, button, reference)
			slot += 2
	# A texture twice the mask's size (the @2x image with the 1x mask, drawn as it is): Godot's click mask reads
	# the top-left quarter; the HitMaskButton scales the mask.
	var big := HitMaskButton.new()
	big.texture_normal = texture_of("res://masks/flower@2x.png")
	big.hit_mask = load("res://masks/flower.hitmask")
	add_slot(slot, big, null)
	slots[-1]["expected"] = func(p: Vector2) -> bool: return big.hit_mask.contains(p.x / 2, p.y / 2)
	slot += 2
	# An atlas page's frame (the second page's hero, its untrimmed sprite drawn as the texture).
	var page: HitMask = load("res://atlas/page_b.hitmask")
	var hero: Dictionary = page.frame("hero")
	var framed := HitMaskButton.new()
	var blank := Image.create(hero.source_size[0], hero.source_size[1], false, Image.FORMAT_RGBA8)
	framed.texture_normal = ImageTexture.create_from_image(blank)
	framed.hit_mask = page
	framed.frame_name = "hero"
	add_slot(slot, framed, null)
	slots[-1]["expected"] = func(p: Vector2) -> bool: return page.frame_contains(hero, p.x, p.y)
	slot += 2
	# Scaled by 1.5 and turned a quarter: Godot hands _has_point the point in the button's own coordinates.
	var turned := HitMaskButton.new()
	turned.texture_normal = texture
	turned.hit_mask = mask
	add_slot(slot, turned, null)
	turned.pivot_offset = Vector2(24, 64)
	turned.rotation = PI / 2
	turned.scale = Vector2(1.5, 1.5)
	slots[-1]["expected"] = func(p: Vector2) -> bool: return mask.contains(p.x, p.y)
	slots[-1]["transformed"] = true


func configure(button: TextureButton, texture: Texture2D, mode: int) -> void:
	button.texture_normal = texture
	button.stretch_mode = mode
	button.ignore_texture_size = true
	button.size = Vector2(100, 90)  # another aspect than the sword's 48 x 128


func slot_origin(slot: int) -> Vector2:
	return Vector2(20 + (slot % 10) * 150, 20 + (slot / 10) * 140)


func add_slot(slot: int, button: TextureButton, reference: TextureButton) -> void:
	button.position = slot_origin(slot)
	root.add_child(button)
	var entry := {"button": button, "reference": reference, "presses": [0], "reference_presses": [0]}
	button.pressed.connect(func() -> void: entry.presses[0] += 1)
	if reference != null:
		reference.position = slot_origin(slot + 1)
		root.add_child(reference)
		reference.pressed.connect(func() -> void: entry.reference_presses[0] += 1)
	slots.append(entry)


func click(position: Vector2) -> void:
	clicks += 1
	var motion := InputEventMouseMotion.new()
	motion.position = position
	motion.global_position = position
	Input.parse_input_event(motion)
	for pressed in [true, false]:
		var event := InputEventMouseButton.new()
		event.button_index = MOUSE_BUTTON_LEFT
		event.pressed = pressed
		event.position = position
		event.global_position = position
		Input.parse_input_event(event)
	Input.flush_buffered_events()


# Moves `item` (a Control or Node2D) so that its point `local` lies at ANCHOR, and clicks there.
func click_at(item: CanvasItem, local: Vector2) -> void:
	item.position += ANCHOR - item.get_global_transform() * local
	click(ANCHOR)


# The rectangle TextureButton draws its texture in, for a stretch mode (where a flip mirrors it).
func drawn_rect(button: TextureButton) -> Rect2:
	var image := button.texture_normal.get_size()
	var size := button.size
	match button.stretch_mode:
		TextureButton.STRETCH_KEEP:
			return Rect2(Vector2.ZERO, image)
		TextureButton.STRETCH_KEEP_CENTERED:
			return Rect2((size - image) / 2, image)
		TextureButton.STRETCH_KEEP_ASPECT, TextureButton.STRETCH_KEEP_ASPECT_CENTERED:
			var drawn := Vector2(image.x * size.y / image.y, size.y)
			if drawn.x > size.x:
				drawn = Vector2(size.x, image.y * size.x / image.x)
			var origin := (size - drawn) / 2 if button.stretch_mode == TextureButton.STRETCH_KEEP_ASPECT_CENTERED else Vector2.ZERO
			return Rect2(origin, drawn)
	return Rect2(Vector2.ZERO, size)


# `button` alone (every other one hidden) clicked at each of its points `points`: whether it was pressed.
func sweep(button: TextureButton, presses: Array, points: Array[Vector2]) -> Array[bool]:
	for entry in slots:
		entry.button.visible = false
		if entry.reference != null:
			entry.reference.visible = false
	button.visible = true
	var answers: Array[bool] = []
	for point in points:
		var before: int = presses[0]
		click_at(button, point)
		answers.append(presses[0] > before)
	return answers


# Each button clicked at every pixel centre of its rectangle and of the one its texture is drawn in, and a margin.
# The reference for an unflipped one is Godot's own button inside the button's rectangle (outside it, Godot's tile
# mode reads the mask where nothing is drawn); a flipped one answers as Godot's unflipped one at the point mirrored
# in the drawn rectangle, and nothing outside that rectangle.
func check_buttons() -> void:
	var references := {}
	for entry in slots:
		if entry.reference != null:
			references[entry.button.stretch_mode] = entry
	for entry in slots:
		var button: TextureButton = entry.button
		var rect := drawn_rect(button)
		var bounds := rect.merge(Rect2(Vector2.ZERO, button.size)).grow(MARGIN)
		var points: Array[Vector2] = []
		for y in range(floor(bounds.position.y), ceil(bounds.end.y)):
			for x in range(floor(bounds.position.x), ceil(bounds.end.x)):
				points.append(Vector2(x + 0.5, y + 0.5))
		var answers := sweep(button, entry.presses, points)
		var expected: Array[bool] = []
		if entry.has("expected"):
			for point in points:
				expected.append(rect.has_point(point) and entry.expected.call(point))
		else:
			var mirrored: Array[Vector2] = []
			for point in points:
				mirrored.append(Vector2(
					rect.position.x + rect.end.x - point.x if button.flip_h else point.x,
					rect.position.y + rect.end.y - point.y if button.flip_v else point.y))
			var reference: Dictionary = references[button.stretch_mode]
			var godot := sweep(reference.reference, reference.reference_presses, mirrored)
			var flipped: bool = button.flip_h or button.flip_v
			var inside := rect if flipped else Rect2(Vector2.ZERO, button.size)
			if not flipped and button.stretch_mode != TextureButton.STRETCH_TILE:
				inside = rect.merge(inside)
			for i in points.size():
				expected.append(inside.has_point(points[i]) and godot[i])
		var wrong := 0
		var pressed := 0
		for i in points.size():
			pressed += int(answers[i])
			if answers[i] != expected[i]:
				wrong += 1
				if OS.get_environment("DEBUG_CLICKS") != "" and wrong < 6:
					print("  at ", points[i], " got ", answers[i], " expected ", expected[i])
		var what := "stretch mode %d, flip_h %s, flip_v %s" % [button.stretch_mode, button.flip_h, button.flip_v]
		if entry.has("transformed"):
			what = "scaled and turned"
		elif entry.button.frame_name != "":
			what = "an atlas frame"
		elif entry.has("expected"):
			what = "a texture twice the mask's size"
		check(wrong == 0, "HitMaskButton (%s): %d of %d clicks answered wrongly" % [what, wrong, points.size()])
		check(pressed > 50, "HitMaskButton (%s): only %d presses" % [what, pressed])


# --- Sprites -----------------------------------------------------------------------------------------------------

# sprite_contains against Godot's own Sprite2D.is_pixel_opaque on an image in memory (its alpha cut at 0.1, so the
# masks of masks_godot are made at the threshold the guide gives for it), under many transforms and settings: the
# sword's hard edges, and the flower's soft ones, whose faint pixels only that threshold answers alike.
func check_sprites() -> void:
	for name in ["sword", "flower"]:
		check_sprite_against_godot(name)
	check_atlas_sprites()


func check_sprite_against_godot(name: String) -> void:
	var mask: HitMask = load("res://masks_godot/%s.hitmask" % name)
	var texture := texture_of("res://masks/%s.png" % name)
	var random := RandomNumberGenerator.new()
	random.seed = 4926
	var compared := 0
	var solid := 0
	var wrong := 0
	for case in 24:
		var sprite := Sprite2D.new()
		sprite.texture = texture
		sprite.position = Vector2(random.randf_range(200, 800), random.randf_range(200, 600))
		sprite.rotation = random.randf_range(-PI, PI)
		sprite.scale = Vector2(random.randf_range(0.5, 2.5), random.randf_range(0.5, 2.5)) * (-1 if case % 5 == 0 else 1)
		sprite.skew = random.randf_range(-0.3, 0.3) if case % 3 == 0 else 0.0
		sprite.centered = case % 2 == 0
		sprite.offset = Vector2(random.randi_range(-10, 10), random.randi_range(-10, 10))
		sprite.flip_h = case % 4 >= 2
		sprite.flip_v = case % 8 >= 4
		if case % 6 == 1:
			sprite.region_enabled = true
			var size := texture.get_size() * 5 / 8  # the sword's 30 x 80 of 48 x 128, inside the image from any start
			sprite.region_rect = Rect2(Vector2(random.randi_range(0, 10), random.randi_range(0, 16)), size)
		if case % 6 == 3:
			sprite.hframes = 2
			sprite.vframes = 4
			sprite.frame = random.randi_range(0, 7)
		root.add_child(sprite)
		var local_bounds := sprite.get_rect().grow(3)
		for j in 60:
			for i in 30:
				var local := local_bounds.position + Vector2((i + 0.37) / 30.0, (j + 0.41) / 60.0) * local_bounds.size
				var global := sprite.get_global_transform() * local
				var ours := mask.sprite_contains(sprite, global)
				var godot := sprite.is_pixel_opaque(sprite.to_local(global))
				compared += 1
				solid += int(godot)
				wrong += int(ours != godot)
		sprite.free()
	check(wrong == 0, "%s: sprite_contains differs from Sprite2D.is_pixel_opaque at %d of %d points" % [name, wrong, compared])
	check(solid > compared / 20, "%s: only %d of %d sprite points are solid" % [name, solid, compared])


# Frames of an atlas page as AtlasTextures (region and the trim as margin, as Godot's atlas importers make them),
# in a Sprite2D and in an AnimatedSprite2D: each answers as a Sprite2D drawing the frame's untrimmed sprite,
# rebuilt from the page's image, answers by Godot's own is_pixel_opaque.
func check_atlas_sprites() -> void:
	var page: HitMask = load("res://atlas/page_a.hitmask")
	var page_image := Image.load_from_file(ProjectSettings.globalize_path("res://atlas/page_a.png"))
	var page_texture := ImageTexture.create_from_image(page_image)
	var wrong := 0
	var compared := 0
	var solid := 0
	for frame_info: Dictionary in page.frames:
		if frame_info.rotation != 0:
			continue  # Godot's atlas textures do not turn: a turned frame's region holds it turned
		var region := page.frame_region(frame_info)
		var source_size := Vector2(frame_info.source_size[0], frame_info.source_size[1])
		var atlas := AtlasTexture.new()
		atlas.atlas = page_texture
		atlas.region = region
		atlas.margin = Rect2(frame_info.trim[0], frame_info.trim[1], source_size.x - region.size.x, source_size.y - region.size.y)
		var untrimmed := Image.create(int(source_size.x), int(source_size.y), false, Image.FORMAT_RGBA8)
		untrimmed.blit_rect(page_image, Rect2i(region), Vector2i(frame_info.trim[0], frame_info.trim[1]))
		# The page's mask keeps every pixel whose alpha is above 0; is_pixel_opaque, those above 0.1.
		for y in untrimmed.get_height():
			for x in untrimmed.get_width():
				untrimmed.set_pixel(x, y, Color(1, 1, 1, 1 if untrimmed.get_pixel(x, y).a > 0 else 0))
		var oracle := Sprite2D.new()
		oracle.texture = ImageTexture.create_from_image(untrimmed)
		var sprite := Sprite2D.new()
		sprite.texture = atlas
		var animated := AnimatedSprite2D.new()
		animated.sprite_frames = SpriteFrames.new()
		animated.sprite_frames.add_frame("default", page_texture)
		animated.sprite_frames.add_frame("default", atlas)
		animated.frame = 1
		for node: Node2D in [oracle, sprite, animated]:
			node.position = Vector2(300, 300)
			node.rotation = 0.7
			node.scale = Vector2(1.5, -2)
			node.flip_h = true
			node.offset = Vector2(3, -4)
			root.add_child(node)
		var bounds := oracle.get_rect().grow(2)
		for j in 40:
			for i in 40:
				var local := bounds.position + Vector2((i + 0.37) / 40.0, (j + 0.41) / 40.0) * bounds.size
				var global := oracle.get_global_transform() * local
				var expected := oracle.is_pixel_opaque(oracle.to_local(global))
				compared += 2
				solid += int(expected)
				for node: Node2D in [sprite, animated]:
					if page.sprite_contains(node, global) != expected:
						wrong += 1
						if OS.get_environment("DEBUG_CLICKS") != "":
							print("  ", node.get_class(), " ", frame_info.name, " local ", oracle.to_local(global), " expected ", expected)
		for node: Node2D in [oracle, sprite, animated]:
			node.free()
	check(compared > 0 and solid > compared / 20, "the atlas frames were not compared (%d points, %d solid)" % [compared, solid])
	check(wrong == 0, "sprite_contains on atlas frames differs from the untrimmed sprite at %d of %d points" % [wrong, compared])


# --- Physics -----------------------------------------------------------------------------------------------------

# Bodies of each kind from outer, inner and exact outlines, side by side; an Area2D picked by the mouse, shaped by
# the ring's exact outlines (epsilon 0: along pixel edges, so exactly the solid pixels' centres lie inside, the hole
# open).
func place_bodies() -> void:
	var kinds := [StaticBody2D, Area2D, CharacterBody2D, RigidBody2D]
	var x := 40.0
	var y := 1200.0
	var k := 0
	for name in ["ring", "sword", "button", "flower"]:
		for folder in ["masks", "masks_inner"]:
			var mask: HitMask = load("res://%s/%s.hitmask" % [folder, name])
			var body: CollisionObject2D = kinds[k % kinds.size()].new()
			k += 1
			if body is RigidBody2D:
				body.freeze = true
			body.position = Vector2(x, y)
			root.add_child(body)
			var added := HitMaskShapes.add_collision_shapes(body, mask)
			check(added.size() > 0, "%s/%s: no collision shapes" % [folder, name])
			bodies.append({"body": body, "mask": mask, "mode": folder, "name": name})
			x += mask.width + 10
			if x > 1400:
				x = 40.0
				y += 140
	area_mask = load("res://masks_exact/ring.hitmask")
	# Half size, so that the whole ring lies inside the 64 x 64 window: the area stays still while it is clicked.
	area = Area2D.new()
	area.position = Vector2(8, 8)
	area.scale = Vector2(0.5, 0.5)
	area.input_pickable = true
	root.add_child(area)
	HitMaskShapes.add_collision_shapes(area, area_mask)
	area.input_event.connect(_on_area_input)
	root.physics_object_picking = true
	for i in 40:
		pick_points.append(Vector2(4 + (i * 13) % 72, 4 + (i * 29) % 72) + Vector2(0.5, 0.5))


func _on_area_input(_viewport: Node, event: InputEvent, _shape: int) -> void:
	# (A point on an edge between two convex pieces is reported once for each.)
	if event is InputEventMouseButton and event.pressed and not picked.has(event.position):
		picked[event.position] = true
		picks.append(area.to_local(event.position))


func check_bodies() -> void:
	var space := root.world_2d.direct_space_state
	var query := PhysicsPointQueryParameters2D.new()
	query.collide_with_areas = true
	query.collide_with_bodies = true
	for item in bodies:
		var mask: HitMask = item.mask
		var wrong := 0
		var holes := 0
		for y in mask.height:
			for x in mask.width:
				query.position = item.body.position + Vector2(x + 0.5, y + 0.5)
				var covered := not space.intersect_point(query, 1).is_empty()
				var solid := mask.contains(x, y)
				match item.mode:
					"masks":
						wrong += int(solid and not covered)
					"masks_inner":
						wrong += int(covered and not solid)
		check(wrong == 0, "%s (%s, %s): %d pixel centres break the outline mode's promise" % [item.name, item.mode,
			item.body.get_class(), wrong])
	# The ring's hole is clear in every mode's shapes.
	for item in bodies:
		if item.name == "ring":
			query.position = item.body.position + Vector2(40, 40)
			check(space.intersect_point(query, 1).is_empty(), "the ring's hole is covered (%s)" % item.mode)


func _process(_delta: float) -> bool:
	frame += 1
	if frame == 3:
		var started := Time.get_ticks_msec()
		check_buttons()
		for entry in slots:  # out of the way of the Area2D's clicks
			entry.button.visible = false
			if entry.reference != null:
				entry.reference.visible = false
		print("(%d clicks in %d ms)" % [clicks, Time.get_ticks_msec() - started])
	if physics_tick == 8 + 2 * pick_points.size() + 4:
		var expected := 0
		for p in pick_points:
			expected += int(area_mask.contains(p.x, p.y))
		check(picks.size() == expected, "the Area2D was picked %d times for %d clicks on solid pixels" % [picks.size(), expected])
		for p in picks:
			check(area_mask.contains(p.x, p.y), "the Area2D was picked at a clear pixel %s" % str(p))
		check(expected > 3 and expected < pick_points.size(), "the picking points miss either solid or clear pixels")
		for failure in failures:
			print("FAIL ", failure)
		if failures.is_empty():
			print("ok: imported masks, HitMaskButton in every stretch mode and flip, sprite_contains, collision shapes of both outline modes on four kinds of body, and Area2D picking, in Godot 4")
		quit(0 if failures.is_empty() else 1)
	return false


# The Area2D is picked in physics frames: a click every second one.
func _physics_process(_delta: float) -> bool:
	physics_tick += 1
	if physics_tick == 4:
		check_bodies()
	var pick := (physics_tick - 8) / 2
	if physics_tick >= 8 and physics_tick % 2 == 0 and pick < pick_points.size():
		click(area.get_global_transform() * pick_points[pick])
	return false
