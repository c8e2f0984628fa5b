// The modules this one builds on, visible in each of its files: the raster codecs and the pixel core.
@_exported import TintypeCodecs
@_exported import TintypePixels
@_exported import TintypeSupport
