// The core this wing builds on, visible in each of its files. The other wing (app icons) is not a
// dependency of this module: naming one of its types here does not compile.
@_exported import TintypeCodecs
@_exported import TintypeCore
@_exported import TintypeFormats
@_exported import TintypePixels
@_exported import TintypeSVG
@_exported import TintypeSupport
