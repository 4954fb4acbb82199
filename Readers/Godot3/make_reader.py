#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
"""Writes the Godot 3 add-on's reader from the Godot 4 add-on's, so that the format is read by one GDScript, and
the Godot 3 tests that hold it to the format from the Godot 4 ones, so that both are held alike.

    python3 Readers/Godot3/make_reader.py           writes Readers/Godot3/addons/hitmask/{hitmask_reader,hitmask_codec,hitmask_overlap}.gd
                                                    and Tests/Godot3Tests/project/tests/{conformance,differential,...}.gd
    python3 Readers/Godot3/make_reader.py --check   fails, naming the file, when a committed one differs

GDScript 2.0 becomes Godot 3's GDScript by renames (packed arrays to pool arrays, RefCounted to Reference, typed
arrays and loop variables untyped, is_empty to empty, mini/maxi to min/max, and the like). Where Godot 3 needs other code, the
Godot 4 source says so just above the line it replaces, in comments of its own:

    # Godot 3: <a line of Godot 3 code>     (one or more: they replace the next statement, which may run
                                            over several lines while its brackets are open)
    # Godot 3: -                            (the next statement is left out)

The result is formatted by gdformat of gdtoolkit's 3.x series (CI's), as the add-on's other scripts are.
"""
import re
import subprocess
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
# Each folder of Godot 4 scripts, the folder of their Godot 3 copies, and the scripts.
FOLDERS = [
    ("Readers/Godot4/addons/hitmask", "Readers/Godot3/addons/hitmask", ["hitmask_reader.gd", "hitmask_codec.gd", "hitmask_overlap.gd"]),
    ("Tests/Godot4Tests/project/tests", "Tests/Godot3Tests/project/tests",
     ["files.gd", "conformance.gd", "differential.gd", "pack.gd"]),
]
NOTICE = "# Written from {source} by Readers/Godot3/make_reader.py."
ANNOTATION = re.compile(r"^(\s*)# Godot 3: ?(.*)$")

# Godot 4's names and types, and Godot 3's, in order.
RENAMES = [
    (r"^@tool\n", ""),
    (r"\bextends RefCounted\b", "extends Reference"),
    (r"^(\s*)##", r"\1#"),
    (r"\bPackedInt64Array\((\[[^\]]*\])\)", r"\1"),
    (r"\bPackedInt64Array\(\)", "[]"),
    (r"\bPackedInt64Array\b", "Array"),
    (r"\bPackedByteArray\b", "PoolByteArray"),
    (r"\bPackedInt32Array\b", "PoolIntArray"),
    (r"\bPackedVector2Array\b", "PoolVector2Array"),
    (r"\bPackedStringArray\b", "PoolStringArray"),
    (r"\bArray\[\w+\]", "Array"),
    (r"\bfor (\w+): \w+ in\b", r"for \1 in"),
    (r"\.is_empty\(\)", ".empty()"),
    (r"\b(mini|minf)\(", "min("),
    (r"\b(maxi|maxf)\(", "max("),
    (r"\bTYPE_FLOAT\b", "TYPE_REAL"),
    (r"\bJSON\.stringify\(", "JSON.print("),
    (r"^func _initialize\(\)", "func _init()"),
    (r"\.path_join\(", ".plus_file("),
]


def open_brackets(line: str) -> int:
    """How many more brackets the line opens than it closes, outside its strings and comment."""
    code = re.sub(r'"(\\.|[^"\\])*"', '""', line).split("#")[0]
    return sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")


def translate(text: str, source: str) -> str:
    out = []
    replacement = None
    still_open = 0  # brackets open in the statement being replaced
    for line in text.split("\n"):
        if still_open > 0:
            still_open += open_brackets(line)
            continue
        annotation = ANNOTATION.match(line)
        if annotation:
            indent, code = annotation.groups()
            replacement = (replacement or []) + ([] if code == "-" else [indent + code])
            continue
        if replacement is not None:
            out.extend(replacement)
            replacement = None
            still_open = open_brackets(line)
            continue
        out.append(line)
    result = "\n".join(out)
    for pattern, substitute in RENAMES:
        result = re.sub(pattern, substitute, result, flags=re.MULTILINE)
    # The notice after the licence lines where there are some (up to a line of "#" alone), else first.
    head, separator, rest = result.partition("#\n") if result.startswith("# SPDX") else ("", "", result)
    return head + separator + NOTICE.format(source=source) + "\n" + rest


def formatted(text: str) -> str:
    """The text as gdformat (gdtoolkit 3) writes it, 100 columns."""
    done = subprocess.run(
        ["gdformat", "--line-length", "100", "-"], input=text, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        sys.exit(f"make_reader.py: gdformat failed: {done.stderr.strip() or done.stdout.strip()}")
    return done.stdout


def main() -> None:
    check = "--check" in sys.argv[1:]
    stale = []
    for source_folder, target_folder, names in FOLDERS:
        for name in names:
            source = f"{source_folder}/{name}"
            text = formatted(translate((REPOSITORY / source).read_text(encoding="utf-8"), source))
            target = REPOSITORY / target_folder / name
            if check:
                if not target.exists() or target.read_text(encoding="utf-8") != text:
                    stale.append(str(target.relative_to(REPOSITORY)))
            else:
                target.write_text(text, encoding="utf-8")
    if stale:
        sys.exit(f"make_reader.py: {', '.join(stale)} differs from what the Godot 4 scripts make: "
                 "run python3 Readers/Godot3/make_reader.py")


if __name__ == "__main__":
    main()
