class_name HitMaskShapes, "res://addons/hitmask/icons/hitmask_shapes.svg"
extends Reference
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence: LICENSE beside this file.
#
# Collision shapes from a mask's physics outlines (hitmask generate --outlines): one
# CollisionShape2D with a ConvexPolygonShape2D per convex piece, since a CollisionPolygon2D cannot
# hold a hole and the pieces tile the solid area exactly, holes left open.


# Adds the shapes to `body` (a StaticBody2D, RigidBody2D, KinematicBody2D or Area2D) and returns
# them. Options:
#   "frame":  an atlas frame (HitMask.frame(name)): its own outlines, in its untrimmed sprite's
#             pixels
#   "origin": the image pixel at the body's origin (default Vector2.ZERO: the image's top-left
#             corner; the image's centre, Vector2(width, height) / 2, for a centred Sprite)
#   "scale":  body units per pixel (default Vector2.ONE)
static func add_collision_shapes(body: CollisionObject2D, mask, options := {}) -> Array:
	var origin: Vector2 = options.get("origin", Vector2.ZERO)
	var scale: Vector2 = options.get("scale", Vector2.ONE)
	var added := []
	for region in mask.outline_polygons(options.get("frame", null)):
		for piece in region.convex_pieces:
			var points := PoolVector2Array()
			for point in piece:
				points.append((point - origin) * scale)
			var shape := ConvexPolygonShape2D.new()
			shape.points = points
			var node := CollisionShape2D.new()
			node.shape = shape
			body.add_child(node)
			if body.owner:
				node.owner = body.owner  # saved with the scene when added in the editor
			added.append(node)
	return added
