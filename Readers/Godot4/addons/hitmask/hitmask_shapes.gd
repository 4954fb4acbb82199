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
	var image_size := Vector2(mask.width, mask.height)
	if frame is Dictionary:
		image_size = Vector2(frame.source_size[0], frame.source_size[1])
	var origin: Vector2 = options.get(
		"origin", image_size / 2 if options.get("centered", false) else Vector2.ZERO
	)
	var factor: Vector2 = options.get("scale", Vector2.ONE)
	var added: Array[CollisionShape2D] = []
	for region in mask.outline_polygons(frame):
		for piece: PackedVector2Array in region.convex_pieces:
			var points := PackedVector2Array()
			for point in piece:
				points.append((point - origin) * factor)
			var shape := ConvexPolygonShape2D.new()
			shape.points = points
			var node := CollisionShape2D.new()
			node.shape = shape
			body.add_child(node)
			if body.owner != null:
				node.owner = body.owner
			elif Engine.is_editor_hint() and body.is_inside_tree():
				node.owner = body.get_tree().edited_scene_root
			added.append(node)
	return added
