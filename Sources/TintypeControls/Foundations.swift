// The modules this one builds on, visible in each of its files: SVG's home (a stretchable image may
// be drawn from an SVG), the raster codecs and the pixel core.
@_exported import TintypeCodecs
@_exported import TintypePixels
@_exported import TintypeSVG
@_exported import TintypeSupport
