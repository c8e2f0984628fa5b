/// Reads PNG (CgBI included) and JPEG files into premultiplied images, choosing the decoder by the
/// file's signature, never by its name (``ImageDecoder/read(_:limits:scaleFromName:)``). An SVG is not
/// opened here: it is refused with a reason, and `ImageDecoder.readArt` and `.decodeArt` (TintypeSVG,
/// SVG's one door) read every kind, asking where librsvg may run. The formats' decoders and what they
/// give (``ImageDecoder/DecodedImage``, ``ImageDecoder/Format``) are named inside it.
public enum ImageDecoder {}
