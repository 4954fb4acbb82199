# Written from Tests/Godot4Tests/project/tests/pack.gd by Readers/Godot3/make_reader.py.
# Loads the imported masks from an exported pack (HITMASK_PACK) in a project that holds nothing else: the HitMask
# resources, their BitMaps and their queries travel with a game.
extends SceneTree


func _init() -> void:
	var failures := []
	var pack := OS.get_environment("HITMASK_PACK")
	if not ProjectSettings.load_resource_pack(pack):
		failures.append("cannot load the pack " + pack)
	else:
		for name in ["flower", "ring", "sword", "button"]:
			var mask = load("res://masks/%s.hitmask" % name)
			if mask == null or not mask.has_method("contains"):
				failures.append("%s is not a HitMask in the pack" % name)
				continue
			if not (mask is BitMap) or mask.get_true_bit_count() != mask.solid_pixel_count():
				failures.append("%s: its BitMap is missing or differs" % name)
			if mask.outline_polygons().empty():
				failures.append("%s: no outlines" % name)
		var ring = load("res://masks/ring.hitmask")
		if ring and (ring.contains(40, 40) or not ring.contains(40, 5)):
			failures.append("the ring's hole or rim answers wrongly")
	for failure in failures:
		print("FAIL ", failure)
	if failures.empty():
		print("ok: the imported masks load from an exported pack")
	quit(0 if failures.empty() else 1)
