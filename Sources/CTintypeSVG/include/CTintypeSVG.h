// C shim between Tintype and librsvg (the SVG renderer of GNOME, ImageMagick
// and libvips). It keeps GLib, GObject and cairo out of Swift: Swift sees an
// opaque document, plain numbers and RGBA bytes. No policy lives here: sizes
// are checked against the pixel limit in Swift before any buffer is made.
#ifndef CTINTYPE_SVG_H
#define CTINTYPE_SVG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tt_svg tt_svg;

/// Parses `size` bytes of SVG. The document has no base location, so librsvg
/// loads no external file or URL (only `data:` references resolve). On failure
/// returns NULL with a message in `message` (`message_size` bytes at most).
tt_svg *tt_svg_open(const uint8_t *data, size_t size, char *message, size_t message_size);

/// Frees the document.
void tt_svg_close(tt_svg *svg);

/// The document's canvas in CSS pixels: its `width` and `height` when they
/// have absolute units, else its `viewBox` size. 0 when neither gives a size.
int tt_svg_canvas_size(const tt_svg *svg, double *width, double *height);

/// Renders the document so that its canvas covers the rectangle (x, y, w, h)
/// of a `width × height` image, into `rgba` (rows packed, which must be
/// zero-filled: the document is drawn over it), as cairo's ARGB32: premultiplied
/// native-endian 32-bit words (tt_argb32_to_rgba makes them RGBA). 0 on success.
int tt_svg_render(const tt_svg *svg, double x, double y, double w, double h,
                  uint8_t *rgba, int width, int height, char *message, size_t message_size);

#ifdef __cplusplus
}
#endif

#endif
