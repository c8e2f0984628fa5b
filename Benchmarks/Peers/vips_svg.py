"""The SVG batch job done with libvips (pyvips), as a Python user would write it:
the peer for the README's SVG table (Benchmarks/svg-table.sh).

For every SVG in SOURCE and every scale in 1, 2, 3: render it with librsvg
(libvips' svgload) so that its longer side fills the 30 pt box at that scale,
trim the transparent border, center the alpha in a 64x44 pt item, and write
NAME@Sx.png (solid #AAAAAA) and NAME-selected@Sx.png (vertical gradient
#D5E5F8 to #318CE4 over the item), PNG at libvips' defaults (zlib level 6).
One thread (VIPS_CONCURRENCY=1 is set by the script). Prints icons/s.
"""
import os
import sys
import time

import pyvips

WIDTH, HEIGHT, BOX = 64, 44, 30
NORMAL = [170, 170, 170]
TOP, BOTTOM = (0xD5, 0xE5, 0xF8), (0x31, 0x8C, 0xE4)


def paints(scale):
    width, height = WIDTH * scale, HEIGHT * scale
    solid = pyvips.Image.black(width, height).new_from_image(NORMAL).copy(interpretation="srgb")
    t = pyvips.Image.xyz(width, height)[1] / max(1, height - 1)
    bands = [t * (b - a) + a for a, b in zip(TOP, BOTTOM)]
    gradient = bands[0].bandjoin(bands[1:]).cast("uchar")
    return (("", solid), ("-selected", gradient.copy(interpretation="srgb")))


def main(source, output):
    os.makedirs(output, exist_ok=True)
    names = sorted(n for n in os.listdir(source) if n.endswith(".svg"))
    started = time.perf_counter()
    by_scale = {scale: paints(scale) for scale in (1, 2, 3)}
    for name in names:
        path = os.path.join(source, name)
        natural = pyvips.Image.svgload(path)
        for scale, states in by_scale.items():
            factor = BOX * scale / max(natural.width, natural.height)
            art = pyvips.Image.svgload(path, scale=factor).copy_memory()  # rendered once, for both states
            alpha = art[3]
            # The covered columns and rows from the alpha's sums (find_trim, which median-filters
            # first, takes five times as long and is not needed on clean renders).
            columns, rows = alpha.project()
            covered_x = [x for x, total in enumerate(columns.tolist()[0]) if total > 0]
            covered_y = [y for y, (total,) in enumerate(rows.tolist()) if total > 0]
            if covered_x and covered_y:
                alpha = alpha.crop(covered_x[0], covered_y[0], covered_x[-1] - covered_x[0] + 1, covered_y[-1] - covered_y[0] + 1)
            mask = alpha.embed(
                (WIDTH * scale - alpha.width) // 2, (HEIGHT * scale - alpha.height) // 2, WIDTH * scale, HEIGHT * scale)
            for suffix, paint in states:
                paint.bandjoin(mask).copy(interpretation="srgb").pngsave(os.path.join(output, f"{name[:-4]}{suffix}@{scale}x.png"))
    elapsed = time.perf_counter() - started
    print(f"libvips: {len(names)} icons in {elapsed:.3f} s, {len(names) / elapsed:.0f} icons/s")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
