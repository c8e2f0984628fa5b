#!/usr/bin/env python3
"""Reads an Android VectorDrawable and writes the SVG it stands for, so that a test can render
a drawable through librsvg and compare it with the art it was made from. Written from Android's
documentation of <vector>, <group>, <clip-path>, <path> and <gradient>, independently of the
writer it checks. Usage: vectordrawable_to_svg.py DRAWABLE.xml > OUT.svg
"""
import math, sys
import xml.etree.ElementTree as ET

A = "{http://schemas.android.com/apk/res/android}"
AAPT = "{http://schemas.android.com/aapt}"

def color(text):
    """#RGB, #ARGB, #RRGGBB or #AARRGGBB as (#rrggbb, opacity)."""
    h = text.lstrip("#")
    if len(h) in (3, 4):
        h = "".join(c * 2 for c in h)
    alpha = 1.0
    if len(h) == 8:
        alpha, h = int(h[:2], 16) / 255, h[2:]
    return "#" + h.lower(), alpha

def num(element, name, default):
    value = element.get(A + name)
    return float(value) if value is not None else default

class Writer:
    def __init__(self):
        self.defs, self.count = [], 0

    def gradient(self, element):
        g = element.find("gradient")
        self.count += 1
        gid = "p%d" % self.count
        kind = g.get(A + "type", "linear")
        spread = {"clamp": "pad", "mirror": "reflect", "repeat": "repeat"}[g.get(A + "tileMode", "clamp")]
        stops = []
        items = g.findall("item")
        if items:
            for item in items:
                c, a = color(item.get(A + "color"))
                stops.append((float(item.get(A + "offset")), c, a))
        else:
            names = ["startColor", "centerColor", "endColor"]
            present = [(n, g.get(A + n)) for n in names if g.get(A + n) is not None]
            for index, (n, value) in enumerate(present):
                c, a = color(value)
                stops.append((index / max(1, len(present) - 1), c, a))
        stop_text = "".join('<stop offset="%g" stop-color="%s" stop-opacity="%g"/>' % s for s in stops)
        if kind == "linear":
            self.defs.append('<linearGradient id="%s" gradientUnits="userSpaceOnUse" x1="%s" y1="%s" x2="%s" y2="%s" spreadMethod="%s">%s</linearGradient>' % (
                gid, g.get(A + "startX", "0"), g.get(A + "startY", "0"), g.get(A + "endX", "0"), g.get(A + "endY", "0"), spread, stop_text))
        elif kind == "radial":
            self.defs.append('<radialGradient id="%s" gradientUnits="userSpaceOnUse" cx="%s" cy="%s" r="%s" spreadMethod="%s">%s</radialGradient>' % (
                gid, g.get(A + "centerX", "0"), g.get(A + "centerY", "0"), g.get(A + "gradientRadius", "0"), spread, stop_text))
        else:
            raise SystemExit("sweep gradients are not read")
        return "url(#%s)" % gid

    def paint(self, path, name, alpha_name):
        alpha = num(path, alpha_name, 1.0)
        for attr in path.findall(AAPT + "attr"):
            if attr.get("name") == "android:" + name:
                return self.gradient(attr), alpha
        value = path.get(A + name)
        if value is None:
            return "none", 1.0
        c, a = color(value)
        return c, a * alpha

    def path(self, element):
        d = element.get(A + "pathData")
        fill, fill_opacity = self.paint(element, "fillColor", "fillAlpha")
        stroke, stroke_opacity = self.paint(element, "strokeColor", "strokeAlpha")
        attributes = 'd="%s" fill="%s" fill-opacity="%g"' % (d, fill, fill_opacity)
        if element.get(A + "fillType") == "evenOdd":
            attributes += ' fill-rule="evenodd"'
        width = num(element, "strokeWidth", 0)
        if stroke != "none" and width > 0:
            attributes += ' stroke="%s" stroke-opacity="%g" stroke-width="%g" stroke-linecap="%s" stroke-linejoin="%s" stroke-miterlimit="%g"' % (
                stroke, stroke_opacity, width, element.get(A + "strokeLineCap", "butt"), element.get(A + "strokeLineJoin", "miter"),
                num(element, "strokeMiterLimit", 4))
        return "<path %s/>" % attributes

    def group(self, element):
        # A group's transform: translate, then about the pivot rotate and scale (Android's order).
        px, py = num(element, "pivotX", 0), num(element, "pivotY", 0)
        transform = "translate(%g %g) translate(%g %g) rotate(%g) scale(%g %g) translate(%g %g)" % (
            num(element, "translateX", 0), num(element, "translateY", 0), px, py, num(element, "rotation", 0),
            num(element, "scaleX", 1), num(element, "scaleY", 1), -px, -py)
        body, clip = [], None
        for child in element:
            if child.tag == "clip-path":
                self.count += 1
                clip = "c%d" % self.count
                self.defs.append('<clipPath id="%s"><path d="%s"/></clipPath>' % (clip, child.get(A + "pathData")))
            else:
                body.append(self.node(child))
        inner = "".join(body)
        if clip:
            inner = '<g clip-path="url(#%s)">%s</g>' % (clip, inner)
        return '<g transform="%s">%s</g>' % (transform, inner)

    def node(self, element):
        if element.tag == "path":
            return self.path(element)
        if element.tag == "group":
            return self.group(element)
        raise SystemExit("unknown element <%s>" % element.tag)

def main():
    root = ET.parse(sys.argv[1]).getroot()
    assert root.tag == "vector", root.tag
    width, height = root.get(A + "width").rstrip("dp"), root.get(A + "height").rstrip("dp")
    writer = Writer()
    body = "".join(writer.node(child) for child in root)
    print('<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s"><defs>%s</defs>%s</svg>' % (
        width, height, root.get(A + "viewportWidth"), root.get(A + "viewportHeight"), "".join(writer.defs), body))

main()
