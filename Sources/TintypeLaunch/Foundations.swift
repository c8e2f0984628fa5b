// The wing this one builds on (a launch screen's art is an app icon's design) and the core below it,
// visible in each of its files. The tab-bar wing is not a dependency.
@_exported import TintypeAppIcons
@_exported import TintypeCodecs
@_exported import TintypeCore
@_exported import TintypeFormats
@_exported import TintypePixels
@_exported import TintypeSVG
@_exported import TintypeSupport
