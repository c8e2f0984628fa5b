"""PNG bytes for the same pixels: re-encodes every PNG a Tintype batch wrote
with Pillow's defaults (zlib level 6, adaptive filters), from the pixels'
premultiplied values as Pillow itself unpremultiplies them (mode RGBa to
RGBA), and prints both totals and their ratio. The peer for the README's
bytes column (Benchmarks/batch-table.sh).

usage: pillow_reencode.py TINTYPE_OUTPUT SCRATCH_FOLDER
"""
import os
import sys

from PIL import Image


def main(output, scratch):
    os.makedirs(scratch, exist_ok=True)
    ours = theirs = count = 0
    for root, _, names in os.walk(output):
        for name in sorted(names):
            if not name.endswith(".png"):
                continue
            path = os.path.join(root, name)
            image = Image.open(path).convert("RGBA").convert("RGBa").convert("RGBA")
            copy = os.path.join(scratch, f"{count}.png")
            image.save(copy)
            ours += os.path.getsize(path)
            theirs += os.path.getsize(copy)
            count += 1
    print(f"{count} PNGs: tintype {ours} bytes, pillow {theirs} bytes for the same pixels, ratio {ours / theirs:.3f}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
