// Tintype is the umbrella of the library's layers (docs/ARCHITECTURE.md): a caller that imports
// Tintype has every public type of each, and of the support module, without naming them.
@_exported import TintypeAppIcons
@_exported import TintypeAssetCar
@_exported import TintypeCodecs
@_exported import TintypeControls
@_exported import TintypeCore
@_exported import TintypeFormats
@_exported import TintypeJobs
@_exported import TintypeLaunch
@_exported import TintypePixels
@_exported import TintypeSVG
@_exported import TintypeSupport
@_exported import TintypeTabBar
