// The support module's two public types, ImageFileError and SkippedFile, are part of
// Tintype's API: a caller that imports Tintype has them without naming TintypeSupport.
@_exported import TintypeSupport
