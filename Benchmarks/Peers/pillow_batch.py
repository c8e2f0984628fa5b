"""The batch job done with Pillow, as a Python user would write it: the peer
for bytes and icons/s in the README's batch table (Benchmarks/batch-table.sh).

For every PNG in SOURCE: trim the transparent border, shrink art larger than
the 30 px box with an area filter, center the alpha in a 64x44 item, and write
NAME.png (solid #AAAAAA) and NAME-selected.png (vertical gradient #D5E5F8 to
#318CE4 over the item) with Pillow's defaults (zlib level 6, adaptive filters).
Prints icons/s and the bytes written.
"""
import os
import sys
import time

from PIL import Image

WIDTH, HEIGHT, BOX = 64, 44, 30
NORMAL = (170, 170, 170, 255)
TOP, BOTTOM = (0xD5, 0xE5, 0xF8), (0x31, 0x8C, 0xE4)


def gradient():
    image = Image.new("RGBA", (WIDTH, HEIGHT))
    for y in range(HEIGHT):
        t = y / (HEIGHT - 1)
        color = tuple(round(a + (b - a) * t) for a, b in zip(TOP, BOTTOM)) + (255,)
        image.paste(color, (0, y, WIDTH, y + 1))
    return image


def main(source, output):
    os.makedirs(output, exist_ok=True)
    paints = (("", Image.new("RGBA", (WIDTH, HEIGHT), NORMAL)), ("-selected", gradient()))
    names = sorted(n for n in os.listdir(source) if n.endswith(".png"))
    started = time.perf_counter()
    for name in names:
        art = Image.open(os.path.join(source, name)).convert("RGBA")
        bounds = art.getchannel("A").getbbox()
        if bounds:
            art = art.crop(bounds)
        if max(art.size) > BOX:
            scale = BOX / max(art.size)
            size = (max(1, round(art.width * scale)), max(1, round(art.height * scale)))
            art = art.resize(size, Image.Resampling.BOX)
        mask = Image.new("L", (WIDTH, HEIGHT), 0)
        mask.paste(art.getchannel("A"), ((WIDTH - art.width) // 2, (HEIGHT - art.height) // 2))
        for suffix, paint in paints:
            icon = paint.copy()
            icon.putalpha(mask)
            icon.save(os.path.join(output, name[:-4] + suffix + ".png"))
    elapsed = time.perf_counter() - started
    written = [os.path.join(output, n) for n in os.listdir(output)]
    print(f"pillow: {len(names)} icons in {elapsed:.3f} s, {len(names) / elapsed:.0f} icons/s, "
          f"{sum(os.path.getsize(p) for p in written)} bytes in {len(written)} files")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
