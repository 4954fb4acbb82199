#!/usr/bin/env bash
# Builds a benchmark's C# program with HitMask.cs (Readers/CSharp) by Mono's compiler (mcs -optimize) and runs it on
# FOLDER, printing what it prints: `bash run-program.sh PROGRAM.cs FOLDER`. The load and overlap benchmarks' C# rows
# run through it; without Mono, the reason is the last line on standard error.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
for tool in mcs mono; do
    command -v "$tool" >/dev/null || { echo "$tool is not installed (apt-get install mono-mcs mono-runtime)" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mcs -langversion:7.2 -optimize -out:"$work/program.exe" "$1" "$here/../../../Readers/CSharp/Runtime/HitMask.cs"
mono "$work/program.exe" "$2"
