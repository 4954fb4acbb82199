@tool
@icon("res://addons/hitmask/icons/hitmask_shapes.svg")
class_name HitMaskShapes
extends RefCounted
## Collision shapes from a mask's physics outlines (hitmask generate --outlines) that keep every
## hole.
##
## SPDX-FileCopyrightText: 2026 HitMask authors
## SPDX-License-Identifier: MIT
## The licence: LICENSE beside this file.
##
## One CollisionShape2D with a ConvexPolygonShape2D per convex piece: the pieces tile the solid
## area exactly with the holes left open, which a CollisionPolygon2D, BitMap.opaque_to_polygons
## and Sprite2D's "Create CollisionPolygon2D" cannot do. For a StaticBody2D, Area2D (input
## picking included), CharacterBody2D or RigidBody2D.
## [codeblock]
## HitMaskShapes.add_collision_shapes($Ring, preload("res://ring.hitmask"), {"centered": true})
## [/codeblock]

const Sprite = preload("hitmask_sprite.gd")
# Where a body keeps what follow_animation gave it: its current shapes, and the swap it connected.
const _ANIMATION_SHAPES = &"_hitmask_animation_shapes"
const _ANIMATION_SWAP = &"_hitmask_animation_swap"
# A page's frames by their region on it, made when an animation first shows one.
const _FRAMES_BY_REGION = &"_hitmask_frames_by_region"


## Adds the shapes to `body` and returns them. Options:
## - "frame": an atlas frame (HitMask.frame(name)): its own outlines, in its untrimmed sprite's
##   pixels;
## - "centered": true to place the image's centre at the body's origin, as a centered Sprite2D
##   draws it (default false: the image's top-left corner);
## - "origin": the image pixel at the body's origin instead (a Vector2);
## - "scale": body units per pixel (default Vector2.ONE); a negative component mirrors the shapes,
##   as a flipped sprite.
## Added in the editor, the shapes are saved with the body's scene.
static func add_collision_shapes(
	body: CollisionObject2D, mask: HitMask, options := {}
) -> Array[CollisionShape2D]:
	var frame: Variant = options.get("frame", null)
	var origin: Vector2 = options.get(
		"origin", _image_size(mask, frame) / 2 if options.get("centered", false) else Vector2.ZERO
	)
	var factor: Vector2 = options.get("scale", Vector2.ONE)
	var placing := Transform2D(0, factor, 0, Vector2.ZERO) * Transform2D(0, -origin)
	return _add_pieces(body, mask, frame, placing)


## Gives `body` the shapes of the frame `sprite` shows now, and swaps them for the next frame's
## whenever its frame, animation or SpriteFrames change (Godot has no per-frame collision
## polygons). `masks` is the atlas page the animation's frames are cut from (AtlasTextures whose
## regions are its frames', as its atlas importer makes them; the page itself answers for the
## whole mask), or a Dictionary from each frame's Texture2D to its own HitMask. The shapes follow
## the sprite's drawing where the body holds it: centered, offset, flip_h, flip_v and the
## transforms between the two; a change to those alone takes effect at the next swap, or at once
## through [method update_animation_shapes]. A frame without a mask or outlines leaves the body
## without these shapes. Calling it again for the same body replaces the earlier following.
static func follow_animation(body: CollisionObject2D, sprite: AnimatedSprite2D, masks) -> void:
	if body.has_meta(_ANIMATION_SWAP):
		for connection in body.get_meta(_ANIMATION_SWAP):
			if (
				is_instance_valid(connection[0])
				and connection[0].is_connected(connection[1], connection[2])
			):
				connection[0].disconnect(connection[1], connection[2])
	# A body freed apart from its sprite leaves nothing to update.
	var swap := func() -> void:
		if is_instance_valid(body):
			update_animation_shapes(body, sprite, masks)
	var connections := []
	for signal_name in [&"frame_changed", &"animation_changed", &"sprite_frames_changed"]:
		sprite.connect(signal_name, swap)
		connections.append([sprite, signal_name, swap])
	body.set_meta(_ANIMATION_SWAP, connections)
	update_animation_shapes(body, sprite, masks)


## Replaces the shapes [method follow_animation] gave `body` with those of the frame `sprite`
## shows now, and returns them.
static func update_animation_shapes(
	body: CollisionObject2D, sprite: AnimatedSprite2D, masks
) -> Array[CollisionShape2D]:
	for node: Node in body.get_meta(_ANIMATION_SHAPES, []):
		if is_instance_valid(node):
			node.get_parent().remove_child(node)
			node.queue_free()
	var added: Array[CollisionShape2D] = []
	var texture := Sprite.current_frame_texture(sprite)
	var found := _frame_mask(texture, masks)
	if not found.is_empty():
		var image_size := _image_size(found[0], found[1])
		var size := texture.get_size()
		var offset: Vector2 = sprite.offset - (size / 2 if sprite.centered else Vector2.ZERO)
		# The frame's pixels into the sprite's space: scaled to the texture's size, then mirrored
		# within it as the flips draw it.
		var drawing := Transform2D(
			Vector2(-1 if sprite.flip_h else 1, 0) * size.x / image_size.x,
			Vector2(0, -1 if sprite.flip_v else 1) * size.y / image_size.y,
			offset + Vector2(size.x if sprite.flip_h else 0.0, size.y if sprite.flip_v else 0.0)
		)
		added = _add_pieces(body, found[0], found[1], _sprite_to_body(sprite, body) * drawing)
	body.set_meta(_ANIMATION_SHAPES, added)
	return added


static func _add_pieces(
	body: CollisionObject2D, mask: HitMask, frame: Variant, placing: Transform2D
) -> Array[CollisionShape2D]:
	var added: Array[CollisionShape2D] = []
	for region in mask.outline_polygons(frame):
		for piece: PackedVector2Array in region.convex_pieces:
			var shape := ConvexPolygonShape2D.new()
			shape.points = placing * piece
			var node := CollisionShape2D.new()
			node.shape = shape
			body.add_child(node)
			if body.owner != null:
				node.owner = body.owner
			elif Engine.is_editor_hint() and body.is_inside_tree():
				node.owner = body.get_tree().edited_scene_root
			added.append(node)
	return added


static func _image_size(mask: HitMask, frame: Variant) -> Vector2:
	if frame is Dictionary:
		return Vector2(frame.source_size[0], frame.source_size[1])
	return Vector2(mask.get_size())


# [the HitMask, the frame or null] for a frame's texture, or [] when none answers for it.
static func _frame_mask(texture: Texture2D, masks) -> Array:
	if texture == null:
		return []
	if masks is Dictionary:
		return [masks[texture], null] if masks.get(texture) is HitMask else []
	if not masks is HitMask:
		return []
	var page := masks as HitMask
	if not texture is AtlasTexture:
		return [page, null]
	if not page.has_meta(_FRAMES_BY_REGION):
		var by_region := {}
		for frame: Dictionary in page.frames:
			if frame.rotation == 0:
				by_region[Rect2i(page.frame_region(frame))] = frame
		page.set_meta(_FRAMES_BY_REGION, by_region)
	var frame: Variant = page.get_meta(_FRAMES_BY_REGION).get(
		Rect2i((texture as AtlasTexture).region)
	)
	return [page, frame] if frame != null else []


# The sprite's space into the body's: the transforms between them when the body holds the sprite,
# else through the canvas.
static func _sprite_to_body(sprite: Node2D, body: CollisionObject2D) -> Transform2D:
	var between := Transform2D.IDENTITY
	var node: Node = sprite
	while node is Node2D and node != body:
		between = (node as Node2D).transform * between
		node = node.get_parent()
	if node == body:
		return between
	return body.get_global_transform().affine_inverse() * sprite.get_global_transform()
