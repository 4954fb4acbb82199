# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence ends this file.
#
# Written from Readers/Godot4/addons/hitmask/hitmask_codec.gd by Readers/Godot3/make_reader.py.
extends Reference
# Turns a MASK section's data into pixels (FORMAT.md, "Codec 1: run-length" and "Codec 3:
# transitions"), for hitmask_reader.gd's step 9. Pixels are one bit each, row-major, in Godot's
# BitMap layout: pixel i is bit i % 8 (the low bit first) of byte i / 8.
#
# Codec 3 checks its data as it decodes: the first failure is kept in [member error] as {"offset",
# "reason"} (the offset in the file), and the answer is then empty.

# Codec 3's models, in one table at these offsets, and their starting percentages (FORMAT.md,
# "Adaptive bits").
const V0 = 0
const PASS = 162
const HORIZONTAL = 324
const NEGATIVE = 486
const MAGNITUDE1 = 648
const MAGNITUDE2 = 972
const LENGTHS = 1296
const TOP = 1296 + 4 * 17 * 32
const MODEL_COUNT = 1296 + 2 * 4 * 17 * 32
const GROUP_STARTS = [
	[0, 162, 58], [162, 324, 87], [324, 486, 81], [486, 648, 46], [648, 972, 23], [972, 1296, 30]
]
const LENGTH_START = [3, 19, 24, 33, 45, 57, 72, 77, 83]
const LENGTH_START_LATER = 93
const TOP_START = 62
# "Ending and limits": a decision costs at least 0.00141 bits, so n coded bytes pay for at most this
# many.
const DECISIONS_PER_BYTE = 5700
const DECISIONS_FREE = 32768

# Codec 3's first failure: {"offset", "reason"}, or null.
var error = null

var _bytes: PoolByteArray
var _rates := []

# The mask being decoded.
var _bits := PoolByteArray()
# Codec 3: transitions, an adaptive binary range coder over CCITT G4's modes.
var _p := []
var _n := []
var _started := {}
var _range := 0
var _code := 0
var _position := 0
var _data := 0
var _length := 0
var _budget := 0


func _init(file_bytes: PoolByteArray) -> void:
	_bytes = file_bytes


# Codec 1: runs alternating clear and solid, clear first, that cover the mask exactly (the reader
# checked them).
func from_runs(runs: PoolIntArray, width: int, height: int) -> PoolByteArray:
	_clear_bits(width, height)
	var index := 0
	var solid := false
	for run in runs:
		if solid:
			_set_solid(index, run)
		index += run
		solid = not solid
	return _bits


# Pixels start ... start + count - 1 of the row-major stream turn solid: a mask for each partial
# byte at the ends, whole bytes between.
func _set_solid(start: int, count: int) -> void:
	if count <= 0:
		return
	var finish := start + count
	var first := start >> 3
	var last := (finish - 1) >> 3
	var head := (0xFF << (start & 7)) & 0xFF
	var tail := 0xFF >> (7 - ((finish - 1) & 7))
	if first == last:
		_bits[first] = _bits[first] | (head & tail)
		return
	_bits[first] = _bits[first] | head
	for i in range(first + 1, last):
		_bits[i] = 0xFF
	_bits[last] = _bits[last] | tail


# An all-clear mask of width x height pixels in `_bits`.
func _clear_bits(width: int, height: int) -> void:
	var total := (width * height + 7) / 8
	_bits = PoolByteArray([0])
	while _bits.size() < total:
		_bits.append_array(_bits)
	_bits.resize(total)


func _coder_fail(reason: String) -> void:
	if error == null:
		error = {"offset": _data + min(_position, _length), "reason": reason}


func _decode(i: int) -> int:
	_budget -= 1
	if _budget < 0:
		_coder_fail("takes more decisions than its size allows")
		return 0
	var p: int = _p[i]
	var n: int = _n[i]
	var bound: int = (_range >> 16) * p
	var bit := 0
	var q: int
	if _code < bound:
		_range = bound
		q = p + (((65536 - p) * _rates[n]) >> 16)
	else:
		_code -= bound
		_range -= bound
		bit = 1
		q = p - ((p * _rates[n]) >> 16)
	_p[i] = 64 if q < 64 else (65472 if q > 65472 else q)
	if n < 62:
		_n[i] = n + 1
	_normalize()
	return bit


func _decode_even() -> int:
	_budget -= 1
	if _budget < 0:
		_coder_fail("takes more decisions than its size allows")
		return 0
	_range >>= 1
	var bit := 0
	if _code >= _range:
		_code -= _range
		bit = 1
	_normalize()
	return bit


func _normalize() -> void:
	while _range < 0x1000000:
		if _position == _length:
			_coder_fail("the coded data ends early")
			_range = 0xFFFFFFFF  # stops the loop; the caller sees `error`
			return
		_range = (_range << 8) & 0xFFFFFFFF
		_code = ((_code << 8) | _bytes[_data + _position]) & 0xFFFFFFFF
		_position += 1


# A horizontal run's length, in the length models of (colour, which run, predicted length's bits).
func _run(colour: int, which: int, predicted: int) -> int:
	var predicted_bits := 0
	var v := predicted + 1
	while v > 0:
		predicted_bits += 1
		v >>= 1
	var base := ((colour * 2 + which) * 17 + min(predicted_bits, 16)) * 32
	if not _started.has(base):
		_started[base] = true
		for k in 32:
			_p[LENGTHS + base + k] = (
				((LENGTH_START[k] if k < 9 else LENGTH_START_LATER) * 65536)
				/ 100
			)
			_p[TOP + base + k] = (TOP_START * 65536) / 100
			_n[LENGTHS + base + k] = 1
			_n[TOP + base + k] = 1
	var length := 1
	while length < 31 and _decode(LENGTHS + base + length - 1) == 1 and error == null:
		length += 1
	if length == 1 or error != null:
		return 0
	var value := 2 + _decode(TOP + base + length - 1)
	for _k in length - 2:
		value = 2 * value + _decode_even()
	return value - 1


# Codec 3: `length` bytes of range-coded changes at `data` in the file.
func from_transitions(data: int, length: int, width: int, height: int) -> PoolByteArray:
	_data = data
	_length = length
	_position = 0
	_budget = DECISIONS_PER_BYTE * length + DECISIONS_FREE
	if length < 5 or _bytes[data] != 0:
		_coder_fail("the transition data does not start as a range coder does")
	elif height > _budget:
		_coder_fail("too many rows for the coded data")
	else:
		_clear_bits(width, height)
		_start_coder()
		_decode_rows(width, height)
	if error == null and _position != _length:
		_coder_fail("bytes are left after the last row")
	return _bits if error == null else PoolByteArray()


# The models at their starting probabilities, and the range coder at the data's first bytes.
func _start_coder() -> void:
	if _rates.empty():
		for k in 63:
			_rates.append(int(floor(65536.0 / (k + 1.5) + 0.5)))
	_p.resize(MODEL_COUNT)
	_n.resize(MODEL_COUNT)
	for group in GROUP_STARTS:
		for i in range(group[0], group[1]):
			_p[i] = (group[2] * 65536) / 100
			_n[i] = 1
	_started = {}
	_range = 0xFFFFFFFF
	_code = (
		(_bytes[_data + 1] << 24)
		| (_bytes[_data + 2] << 16)
		| (_bytes[_data + 3] << 8)
		| _bytes[_data + 4]
	)
	_position = 5


# Every row, each coded against the one above, into `_bits`; stops at the first failure.
func _decode_rows(w: int, height: int) -> void:
	# The reference row and the row being decoded: changes, then three sentinels w, with the
	# category each change was coded in (8 for the sentinels). They swap after each row.
	var ref := [w, w, w]
	var ref_category := [8, 8, 8]
	var row := []
	var row_category := []
	for y in height:
		row.clear()
		row_category.clear()
		_decode_row(y, w, ref, ref_category, row, row_category)
		if error != null:
			return
		# The row's pixels: solid from c0 to c1 - 1, c2 to c3 - 1, ..., and from the last change to
		# w - 1 if odd.
		var count := row.size()
		var row_start: int = y * w
		for k in range(0, count, 2):
			_set_solid(row_start + row[k], (row[k + 1] if k + 1 < count else w) - row[k])
		for _sentinel in 3:
			row.append(w)
			row_category.append(8)
		var swap := ref
		ref = row
		row = swap
		swap = ref_category
		ref_category = row_category
		row_category = swap


# Row y's changes (and the category each was coded in) into `row`, against the row above (`ref`);
# stops at the first failure.
func _decode_row(y: int, w: int, ref, ref_category, row, row_category) -> void:
	var a0 := -1
	var colour := 0
	var j := 0
	while a0 < w and error == null:
		while j > 0 and ref[j - 1] > a0:
			j -= 1
		while ref[j] <= a0 or (j & 1) != colour:
			j += 1
		var b1: int = ref[j]
		var b2: int = ref[j + 1]
		var gap := b2 - b1
		var distance := b1 - a0
		var span := 0 if gap <= 1 else (1 if gap <= 3 else 2)
		var near := 0 if distance <= 1 else (1 if distance <= 4 else 2)
		var ctx: int = ((ref_category[j] * 3 + span) * 3 + near) * 2 + colour
		var d := 0
		if _decode(V0 + ctx) == 1:
			d = 0
		elif error != null:
			break
		elif _decode(PASS + ctx) == 1:
			if b2 >= w:
				_coder_fail("row %d: a pass past the row's end" % y)
			a0 = b2
			continue
		elif error != null:
			break
		elif _decode(HORIZONTAL + ctx) == 1:
			var begin := a0 if a0 > 0 else 0
			var r1 := _run(colour, 0, b1 - begin)
			if error == null and not (r1 <= w - begin and (r1 >= 1 or a0 < 0)):
				_coder_fail("row %d: a first run that does not fit" % y)
			var a1 := begin + r1
			var r2 := _run(1 - colour, 1, b2 - b1) if error == null else 0
			if error == null and not (r2 <= w - a1 and (r2 >= 1 or a1 == w)):
				_coder_fail("row %d: a second run that does not fit" % y)
			var a2 := a1 + r2
			if a1 < w:
				row.append(a1)
				row_category.append(7)
			if a2 < w:
				row.append(a2)
				row_category.append(7)
			a0 = a2
			continue
		else:
			var negative := _decode(NEGATIVE + ctx) if error == null else 0
			var s := ctx * 2 + negative
			var m := 3
			if error != null:
				break
			if _decode(MAGNITUDE1 + s) == 1:
				m = 1
			elif _decode(MAGNITUDE2 + s) == 1:
				m = 2
			d = -m if negative else m
		if error != null:
			break
		# A vertical change, d pixels from b1.
		var a1 := b1 + d
		if not (a0 < a1 and a1 <= w):
			_coder_fail("row %d: a vertical change outside the row" % y)
			break
		if a1 < w:
			row.append(a1)
			row_category.append(d + 3)
		a0 = a1
		colour = 1 - colour

# MIT License
#
# Copyright (c) 2026 HitMask authors
#
# Permission is hereby granted, free of charge, to any person obtaining a copy
# of this software and associated documentation files (the "Software"), to deal
# in the Software without restriction, including without limitation the rights
# to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
# copies of the Software, and to permit persons to whom the Software is
# furnished to do so, subject to the following conditions:
#
# The above copyright notice and this permission notice shall be included in all
# copies or substantial portions of the Software.
#
# THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
# IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
# FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
# AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
# LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
# OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
# SOFTWARE.
