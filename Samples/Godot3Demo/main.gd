# A flower button pressed only on its solid pixels (a click on its transparent corner reaches the ring below), and
# the ring as a static body shaped by its outlines, hole included: a click on the background drops a ball onto it.
extends Node2D

# The add-on's scripts, loaded when the scene starts rather than named where this script is parsed: the editor
# parses the main scene's script while it first imports a project, and Godot 3.2 can then race its own scan of the
# add-on ("The class "HitMaskButton" couldn't be fully loaded"). Later scripts may name HitMask, HitMaskButton and
# HitMaskShapes freely.
const BUTTON_SCRIPT = "res://addons/hitmask/hitmask_button.gd"
const SHAPES_SCRIPT = "res://addons/hitmask/hitmask_shapes.gd"

var message := Label.new()


func _ready() -> void:
	var ring_mask = load("res://masks/ring.hitmask")
	var ring := StaticBody2D.new()
	ring.position = Vector2(300, 120)
	ring.scale = Vector2(2, 2)
	add_child(ring)
	ring.add_child(_sprite("res://sprites/ring.png"))
	load(SHAPES_SCRIPT).add_collision_shapes(ring, ring_mask)

	var flower = load(BUTTON_SCRIPT).new()  # a HitMaskButton
	flower.texture_normal = load("res://sprites/flower.png")
	flower.hit_mask = load("res://masks/flower.hitmask")
	flower.rect_position = Vector2(430, 150)
	flower.rect_scale = Vector2(2, 2)
	flower.connect("pressed", self, "_on_flower_pressed")
	add_child(flower)

	message.rect_position = Vector2(20, 20)
	message.text = "Click the flower, or the background to drop a ball"
	add_child(message)


func _sprite(path: String) -> Sprite:
	var sprite := Sprite.new()
	sprite.texture = load(path)
	sprite.centered = false
	return sprite


func _on_flower_pressed() -> void:
	message.text = "hit: flower"


func _unhandled_input(event: InputEvent) -> void:
	# Clicks the flower let through (its transparent pixels) and clicks on the background drop a ball.
	if event is InputEventMouseButton and event.pressed and event.button_index == BUTTON_LEFT:
		var ball := RigidBody2D.new()
		ball.position = event.position
		var shape := CollisionShape2D.new()
		shape.shape = CircleShape2D.new()
		shape.shape.radius = 6
		ball.add_child(shape)
		add_child(ball)
		message.text = "background: a ball drops"
