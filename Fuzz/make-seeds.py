#!/usr/bin/env python3
"""Writes the seed corpora for the fuzz targets from the repository's fixtures,
plus seeds that are easier to make than to keep: nine-patch PNGs, style
documents and a zip archive. Usage: make-seeds.py CORPUS_FOLDER"""
import glob, os, shutil, struct, sys, zipfile, zlib

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpus = sys.argv[1]

def fixtures(pattern):
    return sorted(glob.glob(os.path.join(root, "Fixtures", pattern)))

def seed(target, name, data):
    folder = os.path.join(corpus, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)

def copy(target, paths):
    for path in paths:
        with open(path, "rb") as f:
            seed(target, os.path.basename(path), f.read())

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def rgba_png(width, height, pixel):
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))

def nine_patch(width, height, stretch_x, stretch_y, padding=None):
    """A .9.png: art inside a 1-pixel border whose black pixels mark the stretchable
    columns (top), rows (left) and, optionally, the content area (right, bottom)."""
    def pixel(x, y):
        black, clear = (0, 0, 0, 255), (0, 0, 0, 0)
        if y == 0 and 0 < x < width - 1: return black if x - 1 in stretch_x else clear
        if x == 0 and 0 < y < height - 1: return black if y - 1 in stretch_y else clear
        if padding and y == height - 1 and 0 < x < width - 1: return black if x - 1 in padding[0] else clear
        if padding and x == width - 1 and 0 < y < height - 1: return black if y - 1 in padding[1] else clear
        if x in (0, width - 1) or y in (0, height - 1): return clear
        return (40 + 9 * x % 200, 90, 200 - 7 * y % 150, 255 if (x + y) % 5 else 128)
    return rgba_png(width, height, pixel)

copy("FuzzPNG", fixtures("pngsuite/*.png") + fixtures("icons/*.png"))
copy("FuzzCgBI", [p for p in fixtures("icons/*.png") if b"CgBI" in open(p, "rb").read(64)] + fixtures("pngsuite/basn6a08.png"))
copy("FuzzJPEG", fixtures("jpeg/*.jpg"))
copy("FuzzSVG", fixtures("svg/*.svg"))
copy("FuzzVector", fixtures("svg/*.svg") + fixtures("vector/*.svg"))
# The two cars Apple's actool compiled (Xcode 26 and Xcode 7.3), each named for its folder.
for path in fixtures("car/*/Assets.car"):
    with open(path, "rb") as f:
        seed("FuzzCar", os.path.basename(os.path.dirname(path)) + ".car", f.read())

# SVG worker requests: a 64-byte header (magic, operation, size, placement, document length) then the document.
def worker_request(operation, width, height, placement, document):
    return (b"TTq1" + struct.pack("<Iii4dQ", operation, width, height, *placement, len(document)) + bytes(8) + document)

for path in fixtures("svg/*.svg"):
    with open(path, "rb") as f:
        document = f.read()
    name = os.path.basename(path)
    seed("FuzzSVGWorker", "open-" + name, worker_request(1, 0, 0, (0, 0, 0, 0), document))
    seed("FuzzSVGWorker", "render-" + name, worker_request(2, 30, 20, (1.5, -2, 28, 24), document))
# Answers as a worker sends them: a canvas, and a reason.
seed("FuzzSVGWorker", "answer-canvas", b"TTa1" + struct.pack("<IQ", 0, 16) + struct.pack("<2d", 24, 24))
seed("FuzzSVGWorker", "answer-reason", b"TTa1" + struct.pack("<IQ", 1, 9) + b"malformed")
seed("FuzzNinePatch", "button.9.png", nine_patch(14, 12, range(4, 8), range(3, 6)))
seed("FuzzNinePatch", "padded.9.png", nine_patch(20, 16, range(6, 12), range(5, 9), (range(2, 16), range(2, 12))))
seed("FuzzNinePatch", "two-spans.9.png", nine_patch(24, 10, set(range(3, 6)) | set(range(15, 18)), range(2, 6)))
copy("FuzzNinePatch", fixtures("pngsuite/basn6a08.png"))
seed("FuzzStyle", "fill.json", b'{"name": "mine", "normal": {"fill": "#8C8C8C"}, "selected": {"gradient": ["#D5E5F8", "#318CE4"]},'
     b' "mask": "auto", "glow": true, "arrow": false, "selectionBackground": true, "iconSize": "30x28"}')
seed("FuzzStyle", "gloss.json", b'{"normal": {"fill": "#000000CC"}, "selected": {"gloss": {"upper": ["#FFFFFF", "#AAAAAA"],'
     b' "lower": ["#333333", "#000000"], "arcLeft": 0.75, "arcRight": 0.25}}, "iconSize": 24}')
archive = os.path.join(corpus, "app.ipa")
with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
    for path in fixtures("icons/*.png")[:4]:
        z.write(path, "Payload/App.app/" + os.path.basename(path))
    z.writestr("Payload/App.app/Info.plist", b"<plist/>")
with open(archive, "rb") as f:
    seed("FuzzIPA", "app.ipa", f.read())
os.remove(archive)

# Icon Composer documents: the fixtures' and ones drawing the one asset the target gives every bundle (Assets/a.svg).
for path in fixtures("iconbundles/*.icon/icon.json"):
    with open(path, "rb") as f:
        seed("FuzzIconComposer", os.path.basename(os.path.dirname(path)) + ".json", f.read())
seed("FuzzIconComposer", "layers.json",
     b'{"fill": {"automatic-gradient": "display-p3:0.2,0.5,0.9,1"}, "groups": [{"layers": [{"image-name": "a.svg",'
     b' "position": {"scale": 20, "translation-in-points": [10, -40]}, "fill": {"solid": "srgb:1,1,1,1"},'
     b' "fill-specializations": [{"appearance": "dark", "value": "none"}]}], "opacity": 0.5,'
     b' "shadow": {"kind": "neutral", "opacity": 0.5}}], "supported-platforms": {"squares": "shared"}}')
seed("FuzzIconComposer", "empty.json", b'{"fill": "automatic"}')

# Apple icon files: a PNG entry, and a classic run-length colour entry with its mask.
def icns(entries):
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body
def packbits_run(count, value):
    out = b""
    while count > 0:
        n = min(count, 130)
        out += bytes([n - 3 + 0x80, value])
        count -= n
    return out
png32 = rgba_png(32, 32, lambda x, y: (30, 136, 229, 255 if (x - 16) ** 2 + (y - 16) ** 2 < 200 else 0))
seed("FuzzICNS", "png.icns", icns([(b"ic11", png32), (b"ic05", png32)]))
seed("FuzzICNS", "classic.icns", icns([(b"is32", packbits_run(256, 200) * 3), (b"s8mk", bytes([255]) * 256)]))

# Windows icon files: a PNG image, and a 32-bit bitmap one.
def ico(images):
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, data = b"", b""
    for side, image in images:
        entries += struct.pack("<BBBBHHII", side % 256, side % 256, 0, 0, 1, 32, len(image), offset + len(data))
        data += image
    return header + entries + data
bitmap = struct.pack("<IiiHHIIiiII", 40, 16, 32, 1, 32, 0, 0, 0, 0, 0, 0) + bytes(16 * 16 * 4) + bytes(16 * 4)
seed("FuzzICO", "png.ico", ico([(32, png32)]))
seed("FuzzICO", "bitmap.ico", ico([(16, bitmap), (32, png32)]))
