// The modules this one builds on, visible in each of its files: the pixel core (images, masks,
// colours, shapes, the pipeline) and the support module.
@_exported import TintypePixels
@_exported import TintypeSupport
