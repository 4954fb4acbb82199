tool
class_name HitMaskButton, "res://addons/hitmask/icons/hitmask_button.svg"
extends TextureButton
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence: LICENSE beside this file.
#
# A TextureButton pressed only on the solid pixels of its image: set `hit_mask` to the image's
# imported .hitmask (and `frame_name` for one sprite of an atlas page), and the button's click mask
# follows it. Clicks on transparent pixels pass through to the controls below.

export(Resource) var hit_mask = null setget set_hit_mask
export var frame_name := "" setget set_frame_name


func set_hit_mask(value) -> void:
	hit_mask = value
	_update_click_mask()


func set_frame_name(value: String) -> void:
	frame_name = value
	_update_click_mask()


func _update_click_mask() -> void:
	if hit_mask == null:
		texture_click_mask = null
	elif frame_name == "":
		texture_click_mask = hit_mask.to_bitmap()
	else:
		var frame = hit_mask.frame(frame_name)
		if frame == null:
			push_error('HitMaskButton: the mask has no frame named "%s"' % frame_name)
			texture_click_mask = null
		else:
			texture_click_mask = hit_mask.frame_bitmaps.get(frame_name, null)
			if texture_click_mask == null:
				texture_click_mask = hit_mask.frame_bitmap(frame)
