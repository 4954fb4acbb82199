# A flower button, drawn flipped and stretched, pressed only on its solid pixels (Godot's own click mask would ignore
# the flip); a turned sword sprite picked by its pixels, without physics; and the ring as a static body shaped by its
# outlines, hole included: a click anywhere else drops a ball onto it.
extends Node2D

var message := Label.new()
var sword_mask: HitMask = preload("res://masks/sword.hitmask")


func _ready() -> void:
	var ring := StaticBody2D.new()
	ring.position = Vector2(300, 300)
	ring.scale = Vector2(2, 2)
	add_child(ring)
	var ring_sprite := Sprite2D.new()
	ring_sprite.texture = preload("res://sprites/ring.png")
	ring.add_child(ring_sprite)
	HitMaskShapes.add_collision_shapes(ring, preload("res://masks/ring.hitmask"), {"centered": true})

	var flower := HitMaskButton.new()
	flower.texture_normal = preload("res://sprites/flower.png")
	flower.hit_mask = preload("res://masks/flower.hitmask")
	flower.ignore_texture_size = true
	flower.stretch_mode = TextureButton.STRETCH_KEEP_ASPECT_CENTERED
	flower.size = Vector2(160, 120)
	flower.flip_h = true
	flower.position = Vector2(420, 40)
	flower.pressed.connect(func() -> void: message.text = "hit: the flower")
	add_child(flower)

	message.position = Vector2(20, 20)
	message.text = "Click the flower or the sword, or elsewhere to drop a ball"
	add_child(message)


func _unhandled_input(event: InputEvent) -> void:
	if not (event is InputEventMouseButton and event.pressed and event.button_index == MOUSE_BUTTON_LEFT):
		return
	# The sword's solid pixels, wherever it is turned; elsewhere (the flower's transparent pixels too) a ball drops.
	if sword_mask.sprite_contains($Sword, get_global_mouse_position()):
		message.text = "hit: the sword"
		return
	var ball := RigidBody2D.new()
	ball.position = get_global_mouse_position()
	var shape := CollisionShape2D.new()
	shape.shape = CircleShape2D.new()
	shape.shape.radius = 6
	ball.add_child(shape)
	add_child(ball)
	message.text = "a ball drops"
