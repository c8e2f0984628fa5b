#!/usr/bin/env bash
# Shows that the pixel kernels were vectorized at the default target (no
# -march flags): counts the SSE2 packed-integer instructions in the release
# objects of the Tintype library. Run after `swift package benchmark` (or
# `swift build -c release`) in this folder.
set -euo pipefail
cd "$(dirname "$0")"
objects=.build/release/Tintype.build
[ -d "$objects" ] || { echo "build the benchmarks in release mode first: swift build -c release" >&2; exit 1; }
printf '%-28s %8s %8s %8s %8s\n' kernel pmullw pmulhuw paddw scalar-imul
# MaskedPaintKernel is generic: its specializations are compiled into Tint.swift.o.
for file in Tint Compositing GaussianBlur AreaDownscale; do
  dump=$(objdump -d --no-show-raw-insn "$objects/$file.swift.o")
  printf '%-28s %8d %8d %8d %8d\n' "$file" \
    "$(grep -c 'pmullw' <<<"$dump" || true)" "$(grep -c 'pmulhuw' <<<"$dump" || true)" \
    "$(grep -c 'paddw' <<<"$dump" || true)" "$(grep -cE '\simul\s' <<<"$dump" || true)"
done
