#!/usr/bin/env python3
"""Outline speed against widely used reference implementations, in one run.

The outline issue's target is that outlines add at most 20% to generation. This script asks whether any
pipeline built from the usual parts could: it times OpenCV's contour tracer on the same masks HitMask traces, and
Mapbox's earcut on the same simplified polygons HitMask triangulates, against the same generation baseline, all
in one run. (Balanced mode, ε 1: the polygons the benchmark's per-stage rows triangulate.)

    pip install opencv-python-headless mapbox-earcut     # only for this measurement, not the package's
    swift build -c release
    python3 docs/benchmarks/outline_reference_floors.py PNG_FOLDER

It runs `hitmask-benchmark PNG_FOLDER --outlines-only` for the baseline (generation without outlines, in
process) and HitMask's own stage times, then `hitmask generate --outlines` and `hitmask export` for each mask's
pixels (a 1-bit PNG) and polygons (JSON) in a temporary folder, and times the references on them, one thread,
the fastest of five passes.
"""
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import cv2
import mapbox_earcut
import numpy as np

BUILD = Path(__file__).resolve().parents[2] / ".build" / "release"


def fastest(passes, body):
    best = float("inf")
    for _ in range(passes):
        start = time.perf_counter()
        body()
        best = min(best, time.perf_counter() - start)
    return best


def benchmark_rows(folder):
    """Baseline and stage times (seconds) from the benchmark's outline report."""
    report = subprocess.run([BUILD / "hitmask-benchmark", folder, "--outlines-only"], check=True,
                            capture_output=True, text=True).stdout
    def seconds(label):
        match = re.search(re.escape(label) + r".*?([0-9.]+) s", report)
        if not match:
            sys.exit(f"hitmask-benchmark printed no '{label}' row")
        return float(match.group(1))
    return {
        "baseline": seconds("generation without outlines (baseline)"),
        "tracing": seconds("of which tracing the exact outlines"),
        "triangulating": seconds("of which triangulating the simplified outlines"),
    }


def exported(folder, work):
    """Each mask's pixels (0/255 arrays) and its balanced ε 1 polygons (flat points, ring ends) via the CLI."""
    masks_dir = work / "masks"
    subprocess.run([BUILD / "hitmask", "generate", folder, "-o", masks_dir, "--outlines", "--outline-mode",
                    "balanced", "--outline-epsilon", "1", "--quiet"], check=True)
    masks, polygons = [], []
    for mask in sorted(masks_dir.rglob("*.hitmask")):
        png, outlines = work / "mask.png", work / "outlines.json"
        subprocess.run([BUILD / "hitmask", "export", mask, "-o", png, "--outlines", outlines], check=True)
        masks.append(cv2.imread(str(png), cv2.IMREAD_GRAYSCALE))
        for polygon in json.loads(outlines.read_text())["polygons"]:
            rings = [polygon["outer"], *polygon["holes"]]
            points = np.array([point for ring in rings for point in ring], dtype=np.float64)
            ends = np.cumsum([len(ring) for ring in rings]).astype(np.uint32)
            polygons.append((points, ends))
    return masks, polygons


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    cv2.setNumThreads(1)
    rows = benchmark_rows(folder)
    with tempfile.TemporaryDirectory() as work:
        masks, polygons = exported(folder, Path(work))
    vertices = sum(len(points) for points, _ in polygons)
    # OpenCV traces contours of the pixels' centres rather than their edges, and keeps only each run's ends
    # (CHAIN_APPROX_SIMPLE): the same job of finding every outer boundary and hole, a little less output.
    tracing = fastest(5, lambda: [cv2.findContours(m, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE) for m in masks])
    # earcut triangulates each polygon with its holes, with no neighbours and no guarantee on degenerate input:
    # less than HitMask's triangulator delivers, so a floor.
    triangulating = fastest(5, lambda: [mapbox_earcut.triangulate_float64(p, e) for p, e in polygons])
    baseline = rows["baseline"]
    print(f"{len(masks)} masks, {sum(m.size for m in masks)} px; {len(polygons)} polygons, {vertices} vertices")
    print(f"{'stage':48} {'seconds':>8} {'vs generation':>14}")
    for label, value in [
        ("generation without outlines (baseline)", baseline),
        ("tracing: HitMask", rows["tracing"]),
        (f"tracing: OpenCV {cv2.__version__} findContours", tracing),
        ("triangulating: HitMask", rows["triangulating"]),
        (f"triangulating: earcut (mapbox_earcut {mapbox_earcut.__version__})", triangulating),
        ("the references' two stages together", tracing + triangulating),
    ]:
        print(f"{label:48} {value:8.4f} {value / baseline:14.2f}")
    print("(the issue's target for all four stages together: 0.20)")


if __name__ == "__main__":
    main()
