// The module this one builds on, visible in each of its files.
@_exported import TintypeSupport
