// The part of librsvg's, cairo's and GLib's C API that svg_shim.c calls,
// declared here instead of included from their headers. Those headers are
// found through pkg-config, whose flags for librsvg include `-pthread`, a flag
// SwiftPM refuses with a warning on every build of Tintype and of every package
// that depends on it. These functions and types have been stable since
// librsvg 2.52, cairo 1.0 and GLib 2.0.
//
// The declarations are checked against the real headers by .ci/run:
//   cc -fsyntax-only -DTINTYPE_RSVG_API_CHECK $(pkg-config --cflags librsvg-2.0) svg_shim.c
// With TINTYPE_RSVG_API_CHECK the real headers supply the types, and the
// compiler refuses any prototype below that differs from theirs.
#ifndef TINTYPE_RSVG_API_H
#define TINTYPE_RSVG_API_H

#include <stddef.h>
#include <stdint.h>

#ifdef TINTYPE_RSVG_API_CHECK
#include <librsvg/rsvg.h>
#include <stddef.h>
// The layouts and values the plain declarations below assume.
_Static_assert(sizeof(RsvgRectangle) == 4 * sizeof(double) && offsetof(RsvgRectangle, height) == 3 * sizeof(double), "RsvgRectangle");
_Static_assert(sizeof(RsvgLength) == 16 && sizeof(RsvgUnit) == sizeof(int), "RsvgLength");
_Static_assert(offsetof(GError, code) == 4 && offsetof(GError, message) == 8 && sizeof(gboolean) == sizeof(int), "GError");
_Static_assert(CAIRO_FORMAT_ARGB32 == 0 && CAIRO_STATUS_SUCCESS == 0, "cairo constants");
#else
typedef int gboolean;
typedef double gdouble;
typedef uint8_t guint8;
typedef size_t gsize;
typedef void *gpointer;
typedef char gchar;
typedef uint32_t GQuark;
typedef struct _GError {
    GQuark domain;
    int code;
    gchar *message;
} GError;
typedef struct _RsvgHandle RsvgHandle;
typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;
typedef struct {
    double length;
    int unit;
} RsvgLength;
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef enum { CAIRO_FORMAT_ARGB32 = 0 } cairo_format_t;
typedef enum { CAIRO_STATUS_SUCCESS = 0 } cairo_status_t;
#define FALSE 0
#endif

// GLib and GObject.
void g_error_free(GError *error);
void g_free(gpointer mem);
gpointer g_malloc(gsize n_bytes);
void g_object_unref(gpointer object);

// librsvg.
RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                          gboolean *out_has_height, RsvgLength *out_height,
                                          gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

// cairo.
int cairo_format_stride_for_width(cairo_format_t format, int width);
cairo_surface_t *cairo_image_surface_create_for_data(unsigned char *data, cairo_format_t format, int width, int height, int stride);
cairo_status_t cairo_surface_status(cairo_surface_t *surface);
const char *cairo_status_to_string(cairo_status_t status);
cairo_t *cairo_create(cairo_surface_t *target);
void cairo_destroy(cairo_t *cr);
void cairo_surface_flush(cairo_surface_t *surface);
void cairo_surface_destroy(cairo_surface_t *surface);

#endif
