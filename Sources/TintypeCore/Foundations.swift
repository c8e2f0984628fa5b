// The modules this one builds on, visible in each of its files: the vector tree and its writers,
// the codecs and the pixel core.
@_exported import TintypeCodecs
@_exported import TintypePixels
@_exported import TintypeSupport
@_exported import TintypeVector
