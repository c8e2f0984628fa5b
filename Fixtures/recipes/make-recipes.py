#!/usr/bin/env python3
"""Draws the inputs of the README's recipe examples (stretch, slice, segments,
uncrush) into this folder: plain Python, no imaging library, so anyone can
check how each file was made. Run from anywhere: python3 make-recipes.py"""
import os, struct, zipfile, zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def png(path, width, height, pixels):
    """Writes straight RGBA rows (a list of (r, g, b, a) per pixel, row by row)."""
    raw = b"".join(b"\0" + bytes(c for p in pixels[y * width:(y + 1) * width] for c in p) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def inside_rounded(x, y, left, top, right, bottom, radius):
    """Whether the point is inside the rounded rectangle."""
    cx = min(max(x, left + radius), right - radius)
    cy = min(max(y, top + radius), bottom - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2 and left <= x <= right and top <= y <= bottom


def coverage(x, y, shape, samples=4):
    """The fraction of pixel (x, y) the shape covers, from samples × samples points."""
    hits = sum(shape(x + (i + 0.5) / samples, y + (j + 0.5) / samples) for i in range(samples) for j in range(samples))
    return hits / samples ** 2


def mix(a, b, t):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(len(a)))


def button(width, height, radius, top, bottom, edge):
    """A rounded button: a vertical gradient inside a one-pixel edge."""
    pixels = []
    for y in range(height):
        fill = mix(top, bottom, y / (height - 1))
        for x in range(width):
            outer = coverage(x, y, lambda px, py: inside_rounded(px, py, 0, 0, width, height, radius))
            inner = coverage(x, y, lambda px, py: inside_rounded(px, py, 1, 1, width - 1, height - 1, radius - 1))
            color = mix(edge, fill, inner / outer) if outer > 0 else (0, 0, 0)
            pixels.append(color + (round(255 * outer),))
    return pixels


def bubble():
    """A speech bubble with a tail at the bottom left, framed by NinePatch markers:
    the middle stretches, the corners and the tail do not; the content area is marked too."""
    width, height = 44, 36                      # the art, without the marker border
    body_bottom = 28
    def shape(px, py):
        in_body = inside_rounded(px, py, 0, 0, width, body_bottom, 12)
        # The tail: a triangle below the body, from x 8..20 at the body's edge down to x 6 at the bottom.
        t = (py - body_bottom + 2) / (height - body_bottom + 2)
        in_tail = 0 <= t <= 1 and 6 + 2 * (1 - t) <= px <= 20 - 14 * t
        return in_body or in_tail
    art = []
    for y in range(height):
        fill = mix((120, 200, 110), (70, 165, 70), y / (height - 1))
        for x in range(width):
            a = coverage(x, y, shape)
            art.append(fill + (round(255 * a),))
    W, H = width + 2, height + 2
    black, clear = (0, 0, 0, 255), (0, 0, 0, 0)
    pixels = [clear] * (W * H)
    for y in range(height):
        for x in range(width):
            pixels[(y + 1) * W + x + 1] = art[y * width + x]
    for x in range(22, 30):                     # stretched columns: right of the tail, left of the right corner
        pixels[x + 1] = black
    for y in range(12, 16):                     # stretched rows: between the rounded corners
        pixels[(y + 1) * W] = black
    for x in range(8, width - 8):               # content area, bottom marker
        pixels[(H - 1) * W + x + 1] = black
    for y in range(6, body_bottom - 6):         # content area, right marker
        pixels[(y + 1) * W + W - 1] = black
    return W, H, pixels


def cell():
    """A grouped table cell: white to light gray, rounded, with a chevron at the right."""
    width, height = 200, 44
    pixels = button(width, height, 10, (255, 255, 255), (236, 238, 242), (178, 182, 190))
    for y in range(height):
        for x in range(width):
            # The chevron: two strokes meeting at (184, 22).
            d = min(abs((x - 178) - (y - 16)) if 16 <= y <= 22 else 99, abs((x - 178) + (y - 28)) if 22 <= y <= 28 else 99)
            if 176 <= x <= 186 and d <= 1:
                pixels[y * width + x] = (120, 124, 132, 255)
    return width, height, pixels


def pattern():
    """A 16 × 16 tile: diagonal stripes with a one-pixel frame, to repeat."""
    pixels = []
    for y in range(16):
        for x in range(16):
            if x in (0, 15) or y in (0, 15):
                pixels.append((60, 70, 90, 255))
            else:
                pixels.append((230, 180, 60, 255) if (x + y) % 8 < 4 else (250, 230, 170, 255))
    return 16, 16, pixels


def main():
    gray = ((250, 250, 250), (205, 207, 212), (140, 144, 152))
    blue = ((120, 170, 240), (30, 100, 220), (20, 70, 160))
    png(os.path.join(HERE, "button.png"), 60, 30, button(60, 30, 8, *gray))
    png(os.path.join(HERE, "segment.png"), 40, 30, button(40, 30, 6, *gray))
    png(os.path.join(HERE, "segment-on.png"), 40, 30, button(40, 30, 6, *blue))
    png(os.path.join(HERE, "divider.png"), 1, 30, [(120, 124, 132, 255)] * 30)
    png(os.path.join(HERE, "bubble.9.png"), *bubble())
    png(os.path.join(HERE, "cell.png"), *cell())
    png(os.path.join(HERE, "pattern.png"), *pattern())
    # An app archive: an iPhone-optimized (CgBI) icon from the icon fixtures, a standard one, and a plist.
    icons = os.path.join(HERE, "..", "icons")
    with zipfile.ZipFile(os.path.join(HERE, "App.ipa"), "w", zipfile.ZIP_DEFLATED) as archive:
        for name in ("bookmark@3x.png", "star.png", "star@2x.png"):
            info = zipfile.ZipInfo("Payload/Demo.app/" + name, date_time=(2026, 1, 1, 0, 0, 0))
            with open(os.path.join(icons, name), "rb") as f:
                archive.writestr(info, f.read(), zipfile.ZIP_DEFLATED)
        info = zipfile.ZipInfo("Payload/Demo.app/Info.plist", date_time=(2026, 1, 1, 0, 0, 0))
        archive.writestr(info, '<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundleName</key><string>Demo</string></dict></plist>\n')


main()
