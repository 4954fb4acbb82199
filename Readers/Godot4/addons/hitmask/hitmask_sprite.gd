# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence: LICENSE beside this file.
@tool
extends RefCounted
## Where a Sprite2D or AnimatedSprite2D draws a HitMask's image, for HitMask's sprite_contains and
## sprites_overlap: the part of its texture it draws, where, and which canvas points land on it.
##
## A placement is read once per call from the node (its texture, frame, flips, offset and global
## transform), so that a query over many points reads the node once. Masks are untyped here:
## hitmask.gd preloads this file, and a script run without the project's class list (a benchmark,
## --script) must still load it.


## Where a sprite draws, or an empty Dictionary when it draws nothing (no texture, an empty part,
## a transform that cannot be inverted): "texture" (what it draws), "source" (the part of the
## texture drawn, a Rect2 in its pixels), "offset" (where that part's corner is, in the sprite's
## own space), "inverse" (from the canvas into that space), "flip_h", "flip_v" and "box" (the
## canvas rectangle the part covers).
static func placement(sprite: Node2D) -> Dictionary:
	var drawn := drawn_part(sprite)
	if drawn.is_empty():
		return {}
	var source: Rect2 = drawn[1]
	var offset: Vector2 = sprite.offset
	if sprite.centered:
		offset -= source.size / 2
	var viewport := sprite.get_viewport()
	if viewport != null and viewport.snap_2d_transforms_to_pixel:
		offset = (offset + Vector2(0.5, 0.5)).floor()
	var transform := sprite.get_global_transform()
	var det := transform.determinant()
	if not is_finite(det) or det == 0:
		return {}
	return {
		"texture": drawn[0],
		"source": source,
		"offset": offset,
		"inverse": transform.affine_inverse(),
		"flip_h": sprite.flip_h,
		"flip_v": sprite.flip_v,
		"box": transform * Rect2(offset, source.size),
	}


## Whether the canvas point lands on a solid pixel of `mask` where the placement draws it.
static func solid_at(mask, placed: Dictionary, point: Vector2) -> bool:
	var source: Rect2 = placed.source
	var q: Vector2 = placed.inverse * point - placed.offset
	if not Rect2(Vector2.ZERO, source.size).has_point(q):
		return false
	if placed.flip_h:
		q.x = mirrored_position(q.x, source.size.x)
	if placed.flip_v:
		q.y = mirrored_position(q.y, source.size.y)
	return mask.texture_contains(placed.texture, source.position + q)


## Whether two placed sprites touch: some canvas point (x + ½, y + ½), x and y whole, lands on a
## solid pixel of each (GameMaker's "precise" rule, FORMAT.md's "Placed sprites", with the
## sprites' own drawing). Tests the whole numbers where the two covered rectangles meet, each
## widened a unit, row by row, and stops at the first shared point.
static func overlap(mask, placed: Dictionary, other_mask, other: Dictionary) -> bool:
	if placed.is_empty() or other.is_empty():
		return false
	var a: Rect2 = placed.box
	var b: Rect2 = other.box
	var x0 := int(floor(maxf(a.position.x, b.position.x))) - 1
	var x1 := int(ceil(minf(a.end.x, b.end.x))) + 1
	var y0 := int(floor(maxf(a.position.y, b.position.y))) - 1
	var y1 := int(ceil(minf(a.end.y, b.end.y))) + 1
	for y in range(y0, y1 + 1):
		for x in range(x0, x1 + 1):
			var point := Vector2(x + 0.5, y + 0.5)
			if solid_at(mask, placed, point) and solid_at(other_mask, other, point):
				return true
	return false


## What a Sprite2D or AnimatedSprite2D draws: [its texture, the part of it drawn (in its pixels)],
## or empty when it draws nothing.
static func drawn_part(sprite: Node2D) -> Array:
	var texture: Texture2D = null
	var source := Rect2()
	if sprite is Sprite2D:
		var drawn := sprite as Sprite2D
		texture = drawn.texture
		if texture != null:
			var base := (
				drawn.region_rect
				if drawn.region_enabled
				else Rect2(Vector2.ZERO, texture.get_size())
			)
			var frame_size := base.size / Vector2(drawn.hframes, drawn.vframes)
			var cell := Vector2(drawn.frame % drawn.hframes, drawn.frame / drawn.hframes)
			source = Rect2(base.position + cell * frame_size, frame_size)
	elif sprite is AnimatedSprite2D:
		texture = current_frame_texture(sprite as AnimatedSprite2D)
		if texture != null:
			source = Rect2(Vector2.ZERO, texture.get_size())
	return [texture, source] if texture != null and source.has_area() else []


## The texture an AnimatedSprite2D draws now, or null.
static func current_frame_texture(animated: AnimatedSprite2D) -> Texture2D:
	var frames_resource := animated.sprite_frames
	if (
		frames_resource == null
		or not frames_resource.has_animation(animated.animation)
		or animated.frame >= frames_resource.get_frame_count(animated.animation)
	):
		return null
	return frames_resource.get_frame_texture(animated.animation, animated.frame)


## A position mirrored within [0, length), as a flipped sprite or button draws it: the first edge
## falls in the last pixel, as Godot's own Sprite2D.is_pixel_opaque clamps it.
static func mirrored_position(position: float, length: float) -> float:
	var mirrored := length - position
	return mirrored if mirrored < length else length - 0.5
