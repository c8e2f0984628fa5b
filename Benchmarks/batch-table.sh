#!/usr/bin/env bash
# The README's batch tables: one real icon folder through Tintype's batch (2
# states, light only, no sheet or preview: what the peers make) beside its
# peers, outputs on tmpfs, the median of 7 runs each (in rounds).
#
# PNG folders (one scale): the libpng floor (Peers/libpng_floor.c: decode,
# place, two encodes, no pixel work) and Pillow (Peers/pillow_batch.py: the
# same job in Python); then the bytes Pillow writes for Tintype's own pixels
# (Peers/pillow_reencode.py).
# SVG folders (--svg; 1x, 2x and 3x): Tintype with its sandboxed workers (the
# default) and in process, beside libvips (Peers/vips_svg.py through pyvips,
# one thread).
#
# usage: Benchmarks/batch-table.sh [ICON_FOLDER]
#        Benchmarks/batch-table.sh --svg SVG_FOLDER
# Default folder: Adwaita's 48 px legacy icons and 32 px action icons (514
# PNGs, Debian's adwaita-icon-theme), copied flat. Needs a release build of
# tintype (swift build -c release), cc, libpng-dev and python3 with Pillow;
# for --svg, pyvips (pip install pyvips; Debian's libvips42).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /dev/shm/tintype-batch-table.XXXXXX 2>/dev/null || mktemp -d)"
trap 'rm -rf "$work"' EXIT
svg=0
if [ "${1:-}" = "--svg" ]; then
  svg=1
  shift
  [ -n "${1:-}" ] || { echo "usage: $0 --svg SVG_FOLDER" >&2; exit 2; }
fi
icons="${1:-}"
if [ -z "$icons" ]; then
  icons="$work/icons"
  mkdir -p "$icons"
  cp /usr/share/icons/Adwaita/48x48/legacy/*.png "$icons/"
  for file in /usr/share/icons/Adwaita/32x32/actions/*.png; do
    name="$(basename "$file" .png)"
    [ -e "$icons/$name.png" ] || cp "$file" "$icons/$name-32.png"
  done
fi
extension=$([ $svg = 1 ] && echo svg || echo png)
count=$(find "$icons" -maxdepth 1 -name "*.$extension" | wc -l)
tintype="$root/.build/release/tintype"
[ -x "$tintype" ] || { echo "build tintype first: swift build -c release" >&2; exit 1; }
cc -O2 "$root/Benchmarks/Peers/libpng_floor.c" $(pkg-config --cflags --libs libpng) -o "$work/libpng-floor"

icon_bytes() { # folder: the bytes of NAME.png and NAME-selected.png (at each scale) for every source NAME
  python3 -c 'import os, sys
names = [n[:-4] for n in os.listdir(sys.argv[1]) if n.endswith("." + sys.argv[3])]
scales = ("@1x", "@2x", "@3x") if sys.argv[3] == "svg" else ("",)
def size(n, s, x):
    for name in (n + s + x + ".png", n + s + ".png" if x == "@1x" else None):
        if name and os.path.exists(os.path.join(sys.argv[2], name)):
            return os.path.getsize(os.path.join(sys.argv[2], name))
    return 0
print(sum(size(n, s, x) for n in names for s in ("", "-selected") for x in scales))' "$icons" "$1" "$extension"
}
median() { sort -n | sed -n 4p; }
seconds() { # command...: wall seconds of one run
  local start end
  start=$(date +%s%N); "$@" > /dev/null; end=$(date +%s%N)
  echo "scale=4; ($end - $start) / 1000000000" | bc
}
# The programs: name, output folder, command.
job=(--no-dark --no-sheet --no-preview -q --force --selected '#D5E5F8,#318CE4' --mask alpha)
if [ $svg = 1 ]; then
  names=("tintype batch, workers, 2 jobs" "tintype batch, workers, 1 job" "tintype batch, in process, 1 job" "libvips (pyvips, 1 thread)")
else
  names=("tintype batch, 2 jobs" "tintype batch, 1 job" "libpng floor (C, 1 thread)" "Pillow (1 process)")
fi
outputs=("$work/tintype" "$work/tintype1" "$work/floor" "$work/peer")
program() { # index: runs that program once into its output folder
  local out=${outputs[$1]}
  rm -rf "$out"; mkdir -p "$out"
  case $svg$1 in
    00) seconds "$tintype" batch "$icons" -o "$out" --scales 1 "${job[@]}" ;;
    01) seconds "$tintype" batch "$icons" -o "$out" --scales 1 "${job[@]}" --jobs 1 ;;
    02) seconds "$work/libpng-floor" "$icons" "$out" ;;
    03) seconds python3 "$root/Benchmarks/Peers/pillow_batch.py" "$icons" "$out" ;;
    10) seconds "$tintype" batch "$icons" -o "$out" --scales 1,2,3 "${job[@]}" ;;
    11) seconds "$tintype" batch "$icons" -o "$out" --scales 1,2,3 "${job[@]}" --jobs 1 ;;
    12) seconds "$tintype" batch "$icons" -o "$out" --scales 1,2,3 "${job[@]}" --jobs 1 --render-in-process ;;
    13) VIPS_CONCURRENCY=1 seconds python3 "$root/Benchmarks/Peers/vips_svg.py" "$icons" "$out" ;;
  esac
}
# Seven rounds, each running every program once, so that a slow spell of the machine
# slows all of them alike; each program's median is reported.
declare -A times
for _ in 1 2 3 4 5 6 7; do
  for index in 0 1 2 3; do times[$index]+="$(program "$index") "; done
done
echo "$count icons from $icons, $(nproc) cores"
echo
echo "| program | seconds (median of 7) | icons/s | bytes of the icon PNGs |"
echo "|---|---|---|---|"
for index in 0 1 2 3; do
  t=$(printf '%s\n' ${times[$index]} | median)
  printf '| %s | %s | %.0f | %s |\n' "${names[$index]}" "$t" "$(echo "$count / $t" | bc -l)" "$(icon_bytes "${outputs[$index]}")"
done
echo
[ $svg = 1 ] || python3 "$root/Benchmarks/Peers/pillow_reencode.py" "$work/tintype" "$work/reencoded"
