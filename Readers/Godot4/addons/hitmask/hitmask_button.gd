@tool
@icon("res://addons/hitmask/icons/hitmask_button.svg")
class_name HitMaskButton
extends TextureButton
## A TextureButton pressed only on the solid pixels of its image, wherever Godot draws them.
##
## SPDX-FileCopyrightText: 2026 HitMask authors
## SPDX-License-Identifier: MIT
## The licence: LICENSE beside this file.
##
## Set [member hit_mask] to the imported .hitmask of [member TextureButton.texture_normal] (and
## [member frame_name] for one sprite of an atlas page). The button answers by the mask where
## [member TextureButton.texture_normal] is drawn: every stretch mode, flip_h and flip_v,
## ignore_texture_size, and any scale or rotation of the button (Godot's own click mask ignores the
## flips and crops a mask whose aspect differs from the texture's). Clicks on transparent pixels
## pass through to the controls below.

const Sprite = preload("hitmask_sprite.gd")

## The mask of texture_normal's image (a HitMask resource); none makes a rectangular button.
@export var hit_mask: HitMask = null:
	set(value):
		hit_mask = value
		texture_click_mask = null  # Godot's own test would take over from _has_point
		_find_frame()
		queue_redraw()
## The atlas frame that texture_normal shows, when hit_mask is an atlas page's; "" for the whole
## image.
@export var frame_name := "":
	set(value):
		frame_name = value
		_find_frame()
		if hit_mask != null and value != "" and _frame == null:
			push_error('HitMaskButton: the mask has no frame named "%s"' % value)

# The frame of frame_name, found once when the mask or the name is set rather than by name at every
# pointer event; null for the whole image, or for a name the mask lacks.
var _frame: Variant = null


## Godot asks this of every pointer event, in the button's own coordinates (its scale and rotation
## already undone).
func _has_point(point: Vector2) -> bool:
	if hit_mask == null:
		return Rect2(Vector2.ZERO, size).has_point(point)
	var texel: Variant = texture_point(point)
	if texel == null:
		return false
	if frame_name != "":
		if _frame == null:
			return false
		var image_size := _image_size()
		return hit_mask.frame_contains(
			_frame,
			texel.x * _frame.source_size[0] / image_size.x,
			texel.y * _frame.source_size[1] / image_size.y
		)
	if texture_normal != null:
		return hit_mask.texture_contains(texture_normal, texel)
	return hit_mask.contains(texel.x, texel.y)


## The point of the image (texture_normal's pixels, or the mask's without a texture) drawn at
## `point` of the button, or null where none is: TextureButton's drawing undone, stretch mode by
## stretch mode, then the flips.
func texture_point(point: Vector2) -> Variant:
	var image_size := _image_size()
	if not (image_size.x > 0 and image_size.y > 0):
		return null
	var origin := Vector2.ZERO
	var drawn := image_size
	var region := Rect2(Vector2.ZERO, image_size)
	var tiled := false
	match stretch_mode:
		STRETCH_SCALE:
			drawn = size
		STRETCH_TILE:
			drawn = size
			tiled = true
		STRETCH_KEEP_CENTERED:
			origin = (size - image_size) / 2
		STRETCH_KEEP_ASPECT, STRETCH_KEEP_ASPECT_CENTERED:
			drawn = Vector2(image_size.x * size.y / image_size.y, size.y)
			if drawn.x > size.x:
				drawn = Vector2(size.x, image_size.y * size.x / image_size.x)
			if stretch_mode == STRETCH_KEEP_ASPECT_CENTERED:
				origin = (size - drawn) / 2
		STRETCH_KEEP_ASPECT_COVERED:
			drawn = size
			var fit := size / image_size
			var factor := maxf(fit.x, fit.y)
			region = Rect2(((image_size * factor - size) / factor).abs() / 2, size / factor)
	if not (drawn.x > 0 and drawn.y > 0):
		return null
	var q := point - origin
	if not Rect2(Vector2.ZERO, drawn).has_point(q):
		return null
	# A flipped texture is drawn mirrored in the same rectangle.
	if flip_h:
		q.x = Sprite.mirrored_position(q.x, drawn.x)
	if flip_v:
		q.y = Sprite.mirrored_position(q.y, drawn.y)
	if tiled:
		return Vector2(fposmod(q.x, image_size.x), fposmod(q.y, image_size.y))
	return region.position + q * region.size / drawn


func _image_size() -> Vector2:
	if texture_normal != null:
		return texture_normal.get_size()
	if _frame != null:
		return Vector2(_frame.source_size[0], _frame.source_size[1])
	return Vector2(hit_mask.get_size())


func _find_frame() -> void:
	_frame = hit_mask.frame(frame_name) if hit_mask != null and frame_name != "" else null
