// The modules this one builds on, visible in each of its files: the app icons (a compiled catalog's flat
// icons are drawn as theirs are), the platform formats, the codecs and the pixel core.
@_exported import TintypeAppIcons
@_exported import TintypeCodecs
@_exported import TintypeFormats
@_exported import TintypePixels
@_exported import TintypeSupport
