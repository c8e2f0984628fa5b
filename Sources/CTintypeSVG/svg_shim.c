#include "CTintypeSVG.h"

#include "rsvg_api.h"
#include <stdio.h>
#include <string.h>

struct tt_svg {
    RsvgHandle *handle;
};

static void copy_message(char *message, size_t message_size, const char *text) {
    if (message == NULL || message_size == 0) return;
    snprintf(message, message_size, "%s", text != NULL ? text : "unknown error");
}

tt_svg *tt_svg_open(const uint8_t *data, size_t size, char *message, size_t message_size) {
    GError *error = NULL;
    // No base file or URL is set: librsvg then refuses every external reference.
    RsvgHandle *handle = rsvg_handle_new_from_data(data, size, &error);
    if (handle == NULL) {
        copy_message(message, message_size, error != NULL ? error->message : "not an SVG document");
        if (error != NULL) g_error_free(error);
        return NULL;
    }
    rsvg_handle_set_dpi(handle, 96);
    tt_svg *svg = g_malloc(sizeof(tt_svg));
    svg->handle = handle;
    return svg;
}

void tt_svg_close(tt_svg *svg) {
    if (svg == NULL) return;
    g_object_unref(svg->handle);
    g_free(svg);
}

int tt_svg_canvas_size(const tt_svg *svg, double *width, double *height) {
    gdouble w = 0, h = 0;
    if (rsvg_handle_get_intrinsic_size_in_pixels(svg->handle, &w, &h) && w > 0 && h > 0) {
        *width = w;
        *height = h;
        return 1;
    }
    gboolean has_viewbox = FALSE;
    RsvgRectangle viewbox = {0, 0, 0, 0};
    rsvg_handle_get_intrinsic_dimensions(svg->handle, NULL, NULL, NULL, NULL, &has_viewbox, &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) {
        *width = viewbox.width;
        *height = viewbox.height;
        return 1;
    }
    return 0;
}

int tt_svg_render(const tt_svg *svg, double x, double y, double w, double h,
                  uint8_t *rgba, int width, int height, char *message, size_t message_size) {
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    if (stride != width * 4) {
        copy_message(message, message_size, "unsupported render width");
        return 1;
    }
    cairo_surface_t *surface = cairo_image_surface_create_for_data(rgba, CAIRO_FORMAT_ARGB32, width, height, stride);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        copy_message(message, message_size, cairo_status_to_string(cairo_surface_status(surface)));
        cairo_surface_destroy(surface);
        return 1;
    }
    cairo_t *cr = cairo_create(surface);
    RsvgRectangle viewport = {x, y, w, h};
    GError *error = NULL;
    gboolean ok = rsvg_handle_render_document(svg->handle, cr, &viewport, &error);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
    if (!ok) {
        copy_message(message, message_size, error != NULL ? error->message : "rendering failed");
        if (error != NULL) g_error_free(error);
        return 1;
    }
    // cairo's ARGB32 is a native-endian 32-bit word: B, G, R, A in memory on
    // little-endian machines, A, R, G, B on big-endian ones. Both become R, G, B, A.
    size_t count = (size_t)width * (size_t)height;
    for (size_t i = 0; i < count; i++) {
        uint8_t *p = rgba + i * 4;
        uint32_t word;
        memcpy(&word, p, 4);
        p[0] = (uint8_t)(word >> 16);
        p[1] = (uint8_t)(word >> 8);
        p[2] = (uint8_t)word;
        p[3] = (uint8_t)(word >> 24);
    }
    return 0;
}
