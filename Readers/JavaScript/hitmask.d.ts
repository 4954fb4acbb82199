// Types for hitmask.js, the .hitmask reader for JavaScript: hitmask.js is an ES module (import it with
// <script type="module"> or `import`), and a page that imports it is served over HTTP (browsers refuse modules
// from file:// addresses).
// SPDX-FileCopyrightText: 2026 HitMask authors
// SPDX-License-Identifier: MIT
// The licence's text ends this file.

/** How a file was refused: the kind of the first failed check of docs/FORMAT.md's "Reader checks". */
export type HitMaskErrorKind =
  | 'not-a-hitmask'
  | 'truncated'
  | 'unsupported-version'
  | 'checksum-mismatch'
  | 'corrupt-header'
  | 'corrupt-section'
  | 'unsupported-codec';

/** An affine placement as DOMMatrix, PixiJS and Phaser write it: a point (u, v) goes to (a·u + c·v + e, b·u + d·v + f). */
export interface PlacementMatrix {
  a: number; b: number; c: number; d: number; e: number; f: number;
}

export class HitMaskError extends Error {
  readonly kind: HitMaskErrorKind;
  /** The part of the file: 'header', 'MASK', 'RECT', …, or null for the file as a whole. */
  readonly section: string | null;
  /** The byte offset docs/FORMAT.md's "Error offsets" gives for the failed check. */
  readonly offset: number;
  readonly reason: string;
  /** A newer writer made the file (a newer version or codec), rather than damage. */
  readonly isFromNewerWriter: boolean;
}

/** A rect of whole pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An atlas frame: a sprite packed into this page, trimmed and maybe turned. */
export interface Frame {
  name: string;
  /** x, y, width, height of its kept pixels in the page, as they lie there. */
  pageRect: [number, number, number, number];
  /** Quarter turns clockwise applied to the kept pixels to store them. */
  rotation: 0 | 1 | 2 | 3;
  /** Where the kept pixels' top-left corner lies in the untrimmed sprite. */
  trim: [number, number];
  /** The untrimmed sprite's width and height. */
  sourceSize: [number, number];
  /** The sprite's pivot in its untrimmed pixels, y down, or null. */
  pivot: [number, number] | null;
  /** Shape rects of the sprite alone, in its untrimmed pixels. */
  rects: PixelRect[];
}

/** One connected solid area: rings of points in sixteenths of a pixel (outer first) and convex pieces. */
export interface OutlineRegion {
  rings: [number, number][][];
  /** Each piece's vertices as indices into the region's points, numbered through its rings in order. */
  pieces: number[][];
}

export interface OutlineSettings {
  /** 0 outer, 1 inner, 2 balanced. */
  mode: 0 | 1 | 2;
  epsilon16: number;
  maxVertices: number;
  minArea256: number;
}

export interface Outlines extends OutlineSettings {
  regions: OutlineRegion[];
}

export interface FrameOutlines extends OutlineSettings {
  /** One list of regions per frame, in the order of `frames`, in each sprite's untrimmed pixels. */
  frames: OutlineRegion[][];
}

/** A region's polygons in pixels. */
export interface OutlinePolygon {
  outer: [number, number][];
  holes: [number, number][][];
  convexPieces: [number, number][][];
}

export class HitMask {
  /** Reads a whole file; throws a HitMaskError saying what is wrong and where. */
  static fromBytes(bytes: Uint8Array | ArrayBuffer): HitMask;
  /** Reads a whole file, as fromBytes does (which takes an ArrayBuffer too). */
  constructor(bytes: Uint8Array);

  readonly width: number;
  readonly height: number;
  /** Pixels per point (2 for an @2x image). */
  readonly scale: number;
  readonly threshold: number;
  readonly flags: number;
  readonly rectMode: 0 | 1 | 2;
  readonly rectGrid: number;
  readonly codec: 1 | 3;
  readonly rects: PixelRect[];
  readonly source: { digest: string; generatorRevision: number } | null;
  readonly frames: Frame[];
  /** The pixels, row by row, one bit each, the most significant bit of each byte first: pixel i is solid when
   *  bit 7 − i mod 8 of byte ⌊i / 8⌋ is set. */
  readonly bits: Uint8Array;
  /** (width + 30) × (height + 30) capped squared distances, or null without a DIST section. */
  readonly distanceField: Uint8Array | null;
  readonly outlines: Outlines | null;
  readonly frameOutlines: FrameOutlines | null;
  /** The number of solid pixels (counted when asked). */
  readonly solidPixelCount: number;

  /** Whether pixel (x, y) is solid: O(1). Positions between pixels fall in the pixel they lie in. */
  contains(x: number, y: number): boolean;
  /** The first frame of this name, or null. */
  frame(name: string): Frame | null;
  /** Whether pixel (x, y) of a frame's untrimmed sprite is solid; false without a frame (a failed lookup). */
  frameContains(frame: Frame | null | undefined, x: number, y: number): boolean;
  /**
   * The squared distance to the nearest solid pixel: exact below 255, 255 for 256 or more (and for coordinates that
   * are not finite). From the DIST section, else searched within 15 pixels.
   */
  distanceSquared(x: number, y: number): number;
  /**
   * Whether a solid pixel lies within `tolerance` pixels of pixel (x, y): from the DIST field below 16, searched from
   * 16 on; false for a negative or NaN tolerance, or coordinates that are not finite.
   */
  containsWithin(x: number, y: number, tolerance: number): boolean;
  /** Whether this mask and `other`, its pixel (0, 0) on this one's pixel (dx, dy), share a solid pixel. With a
   *  frame, that side is the frame's untrimmed sprite read from its page; omitted or null, the whole mask. */
  overlaps(other: HitMask, dx: number, dy: number, frame?: Frame | null, otherFrame?: Frame | null): boolean;
  /** How many solid pixels the two share at the offset. */
  overlapArea(other: HitMask, dx: number, dy: number, frame?: Frame | null, otherFrame?: Frame | null): number;
  /** The first shared solid pixel in this side's pixels (smallest y, then x), or null. */
  firstOverlap(
    other: HitMask, dx: number, dy: number, frame?: Frame | null, otherFrame?: Frame | null,
  ): { x: number; y: number } | null;
  /** Whether this sprite and `other`, each placed by a matrix (the pixel point (u, v) at (a·u + c·v + e,
   *  b·u + d·v + f): a DOMMatrix, PixiJS's or Phaser's), touch at some world point (x + ½, y + ½) solid in both
   *  (GameMaker's precise rule). A matrix that is not finite or cannot be inverted places nothing. */
  placedOverlaps(
    other: HitMask, matrix: PlacementMatrix, otherMatrix: PlacementMatrix, frame?: Frame | null,
    otherFrame?: Frame | null,
  ): boolean;
  /** The outlines' regions in pixels. */
  outlinePolygons(frame?: Frame | null): OutlinePolygon[];
}

/* -- Licence

   MIT License

   Copyright (c) 2026 HitMask authors

   Permission is hereby granted, free of charge, to any person obtaining a copy
   of this software and associated documentation files (the "Software"), to deal
   in the Software without restriction, including without limitation the rights
   to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
   copies of the Software, and to permit persons to whom the Software is
   furnished to do so, subject to the following conditions:

   The above copyright notice and this permission notice shall be included in all
   copies or substantial portions of the Software.

   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
   IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
   FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
   AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
   LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
   OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
   SOFTWARE.
*/
