// The wings and the core a job file runs, visible in each of its files.
@_exported import TintypeAppIcons
@_exported import TintypeAssetCar
@_exported import TintypeCodecs
@_exported import TintypeControls
@_exported import TintypeCore
@_exported import TintypeFormats
@_exported import TintypeLaunch
@_exported import TintypePixels
@_exported import TintypeSVG
@_exported import TintypeSupport
@_exported import TintypeTabBar
