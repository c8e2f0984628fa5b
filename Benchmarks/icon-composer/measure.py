# Tintype's Icon Composer renders beside Apple's exports (prepare.sh puts them in place): the mean
# |difference| over the body (Apple's alpha >= 250), sRGB, 256 px, per render; medians per appearance; and a
# sheet (Apple, Tintype, difference x3) in REFS/out/sheet.png. Usage: measure.py TINTYPE REFS [NAME...]
import sys, os, re, subprocess, io, statistics, glob
from PIL import Image, ImageCms
import numpy as np
tintype, refs = sys.argv[1], sys.argv[2]
only = set(sys.argv[3:])
SIZE = 256
srgb = ImageCms.createProfile('sRGB')
def apple_image(path):
    im = Image.open(path); im.load()
    icc = im.info.get('icc_profile')
    rgba = im.convert('RGBA')
    if icc:
        rgb = rgba.convert('RGB')
        rgb = ImageCms.profileToProfile(rgb, ImageCms.ImageCmsProfile(io.BytesIO(icc)), srgb, outputMode='RGB')
        rgb.putalpha(rgba.getchannel('A')); rgba = rgb
    return rgba.resize((SIZE, SIZE), Image.LANCZOS)
rows = []
sheet_rows = []
for name in sorted(os.listdir(refs)):
    d = os.path.join(refs, name)
    if not os.path.isdir(os.path.join(d, 'apple')) or (only and name not in only): continue
    bundles = glob.glob(os.path.join(d, '*.icon'))
    if not bundles: continue
    out = os.path.join(refs, 'out', name); os.makedirs(out, exist_ok=True)
    for f in glob.glob(out + '/*.png'): os.remove(f)
    apple = {}
    for f in sorted(os.listdir(os.path.join(d, 'apple'))):
        m = re.search(r'-(iOS|macOS|watchOS)-([A-Za-z]+)-1024x1024@1x\.png$', f)
        if m: apple[(m.group(1), m.group(2))] = os.path.join(d, 'apple', f)
    platforms = sorted({p.lower() for p, _ in apple})
    r = subprocess.run([tintype, 'export', bundles[0], '-o', out, '--platform', ','.join(platforms), '--size', str(SIZE), '-q'], capture_output=True, text=True)
    if r.returncode != 0:
        print(f'{name}: REFUSED {r.stderr.strip()}'); rows.append((name, 'all', None)); continue
    stem = os.path.basename(bundles[0])[:-5]
    cells = []
    for (plat, app), path in sorted(apple.items()):
        ours_path = os.path.join(out, f'{stem}-{plat}-{app}-{SIZE}x{SIZE}@1x.png')
        if not os.path.exists(ours_path): print(f'{name}: no {ours_path}'); continue
        a = apple_image(path); o = Image.open(ours_path).convert('RGBA')
        if plat == 'macOS':
            # Icon Composer exports a macOS icon either as the 824/1024 body over its shadow or as the
            # body across the whole canvas: the bodies are compared, each cropped to its own outline.
            def body(im):
                al = np.asarray(im)[:, :, 3]; ys, xs = np.where(al >= 128)
                return im.crop((xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)).resize((SIZE, SIZE), Image.LANCZOS)
            big = Image.open(path).convert('RGBA')
            if abs(int(np.where(np.asarray(big)[:, :, 3][SIZE*2] >= 128)[0].min()) / 4 - int(np.where(np.asarray(o)[:, :, 3][SIZE//2] >= 128)[0].min())) > 4:
                a = body(a); o = body(o)
        A = np.asarray(a).astype(np.int32); O = np.asarray(o).astype(np.int32)
        body = A[:, :, 3] >= 250
        if body.all():
            # An export flattened onto an opaque square (its corners filled) has no outline of its own:
            # the body is then the outline Tintype draws.
            body = O[:, :, 3] >= 250
        diff = np.abs(A[:, :, :3] - O[:, :, :3])[body].mean()
        rows.append((name, f'{plat}-{app}', float(diff)))
        cells.append((f'{plat} {app}', a, o, np.abs(A - O)))
    sheet_rows.append((name, cells))
    print(f'{name}: ' + '  '.join(f'{k}={v:.1f}' for n, k, v in rows if n == name and v is not None), flush=True)
def summary(label, pred):
    vals = [v for n, k, v in rows if v is not None and pred(k)]
    if not vals: return
    print(f'{label}: {len(vals)} renders, median {statistics.median(vals):.2f}, within 6: {sum(v <= 6 for v in vals)} ({100*sum(v <= 6 for v in vals)/len(vals):.0f} %)')
summary('measure (iOS Default+Dark, macOS Default+Dark)', lambda k: k in ('iOS-Default', 'iOS-Dark', 'macOS-Default', 'macOS-Dark'))
summary('all appearances', lambda k: True)
for app in ['Default', 'Dark', 'ClearLight', 'ClearDark', 'TintedLight', 'TintedDark']:
    summary(f'  {app}', lambda k, app=app: k.endswith('-' + app))
# sheet: per bundle a row: per appearance Apple | Tintype | diff x3
from PIL import ImageDraw
cw = SIZE // 2
maxc = max((len(c) for _, c in sheet_rows), default=0)
W = 120 + maxc * (3 * cw + 12); H = len(sheet_rows) * (cw + 20)
sheet = Image.new('RGB', (W, H), (255, 255, 255)); dr = ImageDraw.Draw(sheet)
for i, (name, cells) in enumerate(sheet_rows):
    y = i * (cw + 20); dr.text((4, y + cw // 2), name, fill=(0, 0, 0))
    for j, (label, a, o, diff) in enumerate(cells):
        x = 120 + j * (3 * cw + 12)
        v = [v for n, k, v in rows if n == name and k == label.replace(' ', '-')]
        dr.text((x, y + cw + 2), f'{label}  {v[0]:.1f}' if v else label, fill=(0, 0, 0))
        for k, im in enumerate([a, o]):
            bg = Image.new('RGBA', im.size, (200, 200, 200, 255)); bg.alpha_composite(im)
            sheet.paste(bg.convert('RGB').resize((cw, cw)), (x + k * cw, y))
        dm = np.clip(diff[:, :, :3].max(axis=2) * 3, 0, 255).astype(np.uint8)
        sheet.paste(Image.fromarray(255 - dm).convert('RGB').resize((cw, cw)), (x + 2 * cw, y))
sheet.save(os.path.join(refs, 'out', 'sheet.png'))
