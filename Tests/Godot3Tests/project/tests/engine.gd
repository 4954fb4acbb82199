# The add-on inside Godot, headless, after the project was imported (import_project.sh): the imported masks are HitMask
# resources whose BitMaps hold the masks' pixels; clicks sent through Input.parse_input_event press a HitMaskButton
# only on solid pixels; collision shapes from the outlines keep each outline mode's promise under the physics
# server's own point queries (outer: every solid pixel's centre in a shape; inner: no clear pixel's centre in one);
# an Area2D with the exact outlines' shapes is picked by clicks on solid pixels only.
extends SceneTree

const Shapes = preload("res://addons/hitmask/hitmask_shapes.gd")
const ButtonScript = preload("res://addons/hitmask/hitmask_button.gd")

var failures := []
var frame := 0
var button
var presses := 0
var bodies := []
var picks := []
var pick_points := []
var area_mask


func check(condition: bool, message: String) -> void:
	if not condition:
		failures.append(message)


func _initialize() -> void:
	check_imports()
	# A shaped button: the flower's image size, its click mask from the imported resource.
	var flower = load("res://masks/flower.hitmask")
	var image := Image.new()
	image.create(flower.width, flower.height, false, Image.FORMAT_RGBA8)
	var texture := ImageTexture.new()
	texture.create_from_image(image)
	button = ButtonScript.new()
	button.texture_normal = texture
	button.rect_position = Vector2(100, 60)
	button.hit_mask = flower
	button.connect("pressed", self, "_on_pressed")
	root.add_child(button)
	# Bodies from outer and inner outlines, side by side.
	var x := 40.0
	for name in ["ring", "sword", "button", "flower"]:
		for folder in ["masks", "masks_inner"]:
			var mask = load("res://%s/%s.hitmask" % [folder, name])
			var body := StaticBody2D.new()
			body.position = Vector2(x, 320)
			root.add_child(body)
			var added: Array = Shapes.add_collision_shapes(body, mask)
			check(added.size() > 0, "%s/%s: no collision shapes" % [folder, name])
			bodies.append({"body": body, "mask": mask, "mode": "outer" if folder == "masks" else "inner", "name": name})
			x += mask.width + 10
	# An Area2D picked by the mouse, shaped by the ring's exact outlines (ε 0: along pixel edges, so exactly the
	# solid pixels' centres lie inside; its hole stays open).
	area_mask = load("res://masks_exact/ring.hitmask")
	var area := Area2D.new()
	area.position = Vector2(700, 60)
	area.input_pickable = true
	root.add_child(area)
	Shapes.add_collision_shapes(area, area_mask)
	area.connect("input_event", self, "_on_area_input")
	get_root().physics_object_picking = true # (a chained set on `root` would try to set the read-only property)
	for i in 24:
		var p := Vector2(4 + (i * 13) % 72, 4 + (i * 29) % 72)
		pick_points.append(p + Vector2(0.5, 0.5))


func check_imports() -> void:
	# Every import option, with its default and description, is in the add-on's README table, and no other is.
	var readme := File.new()
	readme.open("res://addon_readme.txt", File.READ)
	var text := readme.get_as_text()
	readme.close()
	var options: Array = load("res://addons/hitmask/hitmask_import_plugin.gd").OPTIONS
	for option in options:
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
	check(flower != null and flower.get_script() != null, "the imported flower is not a HitMask")
	check(flower is BitMap and flower.get_size() == Vector2(flower.width, flower.height), "not a BitMap of its size")
	var wrong := 0
	for y in flower.height:
		for x in flower.width:
			if flower.get_bit(Vector2(x, y)) != flower.contains(x, y):
				wrong += 1
	check(wrong == 0, "the BitMap differs from the mask at %d pixels" % wrong)
	# The CLI's own count of the same file's solid pixels.
	var cli := File.new()
	cli.open("res://cli_path.txt", File.READ)
	var output := []
	OS.execute(cli.get_as_text().strip_edges(), ["inspect", ProjectSettings.globalize_path("res://masks/flower.hitmask"),
		"--json"], true, output)
	cli.close()
	var facts = JSON.parse(output[0]).result
	check(facts is Dictionary and int(facts.solidPixels) == flower.solid_pixel_count(), "solid pixels differ from the CLI's")
	# Every mask imported in this session holds its own frames' BitMaps and no other's: plain sprites none, atlas
	# pages one per frame name (the same names on two pages, other pixels), a page imported without them none.
	for folder in ["masks", "atlas"]:
		for name in files_in("res://" + folder, ".hitmask"):
			var mask = load("res://%s/%s" % [folder, name])
			var names := {}
			for f in mask.frames:
				names[f.name] = true
			var expected := 0 if name == "page_b.hitmask" else names.size()
			check(mask.frame_bitmaps.size() == expected, "%s holds %d frame BitMaps for %d frames" % [name,
				mask.frame_bitmaps.size(), expected])
			for frame_name in mask.frame_bitmaps:
				check(names.has(frame_name), "%s holds a BitMap of another mask's frame %s" % [name, frame_name])
				if names.has(frame_name):
					check_frame_bitmap(mask.frame_bitmaps[frame_name], mask, mask.frame(frame_name), name)
					# The Godot 4 add-on's name for it gives the import's BitMap, not a new one.
					check(mask.frame_bitmap(mask.frame(frame_name)) == mask.frame_bitmaps[frame_name],
						"%s: frame_bitmap does not give the imported BitMap of %s" % [name, frame_name])
			# The Godot 4 add-on's outline_settings: the kept outlines' settings, without their bytes.
			for kept in [[null, mask.outlines], [{}, mask.frame_outlines]]:
				var settings: Dictionary = mask.outline_settings(kept[0])
				check(settings.size() == (4 if not kept[1].empty() else 0), "%s: outline_settings has %s" % [name, settings])
				for key in settings:
					check(settings[key] == kept[1][key], "%s: outline_settings' %s differs" % [name, key])
			# Every frame is found by its name, the first of each name.
			for f in mask.frames:
				var first = mask.frame(f.name)
				check(first != null and first.name == f.name and first.index <= f.index,
					"%s: frame(%s) is not the first of that name" % [name, f.name])
	# A button on the second page's frame: its click mask is that page's frame, made at run time.
	var page_b = load("res://atlas/page_b.hitmask")
	var framed = ButtonScript.new()
	framed.hit_mask = page_b
	framed.frame_name = "hero"
	check_frame_bitmap(framed.texture_click_mask, page_b, page_b.frame("hero"), "HitMaskButton on page_b")
	check(framed.texture_click_mask.get_true_bit_count() > 100, "page_b's hero frame is too empty to tell pages apart")
	framed.free()


func check_frame_bitmap(map: BitMap, mask, frame: Dictionary, what: String) -> void:
	var wrong := 0
	for y in frame.source_size[1]:
		for x in frame.source_size[0]:
			if map.get_bit(Vector2(x, y)) != mask.frame_contains(frame, x, y):
				wrong += 1
	check(wrong == 0, "%s: frame %s's BitMap differs at %d of %d pixels" % [what,
		frame.name, wrong, frame.source_size[0] * frame.source_size[1]])


func files_in(folder: String, extension: String) -> Array:
	var names := []
	var directory := Directory.new()
	directory.open(folder)
	directory.list_dir_begin(true)
	var name := directory.get_next()
	while name != "":
		if name.ends_with(extension):
			names.append(name)
		name = directory.get_next()
	return names


func _on_pressed() -> void:
	presses += 1


func _on_area_input(_viewport, event, _shape) -> void:
	if event is InputEventMouseButton and event.pressed:
		picks.append(event.position)


# A pointer move, then a press and a release. Godot 3.6 buffers input (Godot 3.2 has no buffer): flushed, so that
# the click lands before the next one moves the pointer.
func click(position: Vector2) -> void:
	var motion := InputEventMouseMotion.new()
	motion.position = position
	motion.global_position = position
	Input.parse_input_event(motion)
	for pressed in [true, false]:
		var event := InputEventMouseButton.new()
		event.button_index = BUTTON_LEFT
		event.pressed = pressed
		event.position = position
		event.global_position = position
		Input.parse_input_event(event)
	if Input.has_method("flush_buffered_events"):
		Input.call("flush_buffered_events")


func _idle(_delta: float) -> bool:
	frame += 1
	if frame == 3:
		# Every pixel centre of the button and a margin around it: pressed exactly on the solid ones.
		var mask = button.hit_mask
		var wrong := 0
		var pressed := 0
		for y in range(-4, mask.height + 4):
			for x in range(-4, mask.width + 4):
				var before := presses
				click(button.rect_position + Vector2(x + 0.5, y + 0.5))
				var hit := presses > before
				if hit:
					pressed += 1
				if hit != mask.contains(x, y):
					wrong += 1
		check(wrong == 0, "the button answered %d clicks wrongly" % wrong)
		check(pressed == mask.solid_pixel_count(), "%d presses for %d solid pixels" % [pressed, mask.solid_pixel_count()])
	if frame >= 6 and frame - 6 < pick_points.size():
		click(Vector2(700, 60) + pick_points[frame - 6])
	if frame == 6 + pick_points.size() + 4:
		var expected := 0
		for p in pick_points:
			if area_mask.contains(p.x, p.y):
				expected += 1
		check(picks.size() == expected, "the Area2D was picked %d times for %d clicks on solid pixels" % [picks.size(), expected])
		for p in picks:
			check(area_mask.contains(p.x - 700, p.y - 60), "the Area2D was picked at a clear pixel %s" % str(p))
		check(expected > 3 and expected < pick_points.size(), "the picking points miss either solid or clear pixels")
		for failure in failures:
			print("FAIL ", failure)
		if failures.empty():
			print("ok: imported masks, a shaped button, collision shapes of both outline modes and Area2D picking, in Godot")
		quit(0 if failures.empty() else 1)
	return false


func _iteration(_delta: float) -> bool:
	if frame == 4:
		var space := root.world_2d.direct_space_state
		for item in bodies:
			var mask = item.mask
			var wrong := 0
			for y in mask.height:
				for x in mask.width:
					var point: Vector2 = item.body.position + Vector2(x + 0.5, y + 0.5)
					var covered := not space.intersect_point(point, 1, [], 0x7FFFFFFF, true, false).empty()
					var solid: bool = mask.contains(x, y)
					if (item.mode == "outer" and solid and not covered) or (item.mode == "inner" and covered and not solid):
						wrong += 1
			check(wrong == 0, "%s (%s): %d pixel centres break the outline mode's promise" % [item.name, item.mode, wrong])
	return false
