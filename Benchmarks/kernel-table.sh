#!/usr/bin/env bash
# The README's kernel table: runs the PixelKernels benchmarks (Tintype and its
# peers, pixman and memcpy, in one run) and prints each kernel's median wall
# time beside pixman's, with the ratio (pixman's time / Tintype's: above 1,
# Tintype is faster) and Tintype's share of the memcpy roofline at the same size.
# Needs libpixman-1-dev. Takes a few minutes. Extra arguments go to the
# benchmark tool (e.g. --filter 'tint.*').
set -euo pipefail
cd "$(dirname "$0")"
swift package --allow-writing-to-package-directory benchmark --target PixelKernels \
  --format markdown --grouping metric --no-progress "$@" > .build/kernels.md
python3 - .build/kernels.md <<'PY'
import re, sys
times = {}
section = None
for line in open(sys.argv[1], encoding="utf-8"):
    if line.startswith("### "):
        section = line[4:].strip()
        continue
    if not section or not section.startswith("Time (wall clock)") or not line.startswith("|"):
        continue
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    match = re.match(r"PixelKernels:(.*) \((ns|μs|us|ms|s)\)", cells[0])
    if not match:
        continue
    scale = {"ns": 1e-3, "μs": 1, "us": 1, "ms": 1e3, "s": 1e6}[match.group(2)]
    times[match.group(1)] = float(cells[3].replace(",", "")) * scale  # p50, in µs
kernels = {}
for name, value in times.items():
    kernel, who = name.split(": ", 1)
    kernels.setdefault(kernel, {})[who] = value
def show(us):
    return f"{us:.2f} µs" if us < 1000 else f"{us / 1000:.2f} ms"
print("| kernel | size | Tintype | peer | peer's time | ratio | % of memcpy |")
print("|---|---|---|---|---|---|---|")
for kernel, entries in kernels.items():
    if "tintype" not in entries:
        continue
    words = kernel.split(" ")
    size = next(w for w in reversed(words) if re.match(r"\d+x\d+", w))
    memcpy = times.get(f"memcpy {size}: memcpy")
    roofline = f"{100 * memcpy / entries['tintype']:.0f}%" if memcpy else "–"
    for who, value in entries.items():
        if who == "tintype":
            continue
        print(f"| {kernel} | {size} | {show(entries['tintype'])} | {who} | {show(value)} | {value / entries['tintype']:.2f}× | {roofline} |")
PY
