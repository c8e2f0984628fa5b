#include "CTintypeSVG.h"

#include "rsvg_api.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// librsvg is loaded when the first SVG is opened, not linked: it brings cairo,
// GLib, Pango, HarfBuzz and some forty more libraries, whose loading cost every
// run of the tool about 8 ms when most runs read no SVG. Its functions and those
// of cairo and GLib (librsvg's own dependencies, loaded with it) are looked up
// in it by name; rsvg_api.h declares their types.
#define TT_SVG_FUNCTIONS(X)                                                                                    \
    X(g_error_free) X(g_free) X(g_malloc) X(g_object_unref) X(rsvg_handle_new_from_data) X(rsvg_handle_set_dpi)  \
    X(rsvg_handle_get_intrinsic_size_in_pixels) X(rsvg_handle_get_intrinsic_dimensions)                        \
    X(rsvg_handle_render_document) X(cairo_format_stride_for_width) X(cairo_image_surface_create_for_data)      \
    X(cairo_surface_status) X(cairo_status_to_string) X(cairo_create) X(cairo_destroy) X(cairo_surface_flush)   \
    X(cairo_surface_destroy)

static struct {
#define TT_SVG_POINTER(name) __typeof__(name) *name;
    TT_SVG_FUNCTIONS(TT_SVG_POINTER)
#undef TT_SVG_POINTER
} api;

// Why librsvg could not be loaded; empty once it is.
static char load_problem[400];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_librsvg(void) {
    // The runtime names: Linux (Debian's librsvg2-2), then macOS (Homebrew's librsvg).
    static const char *const names[] = {
        "librsvg-2.so.2", "librsvg-2.so", "librsvg-2.2.dylib", "/opt/homebrew/lib/librsvg-2.2.dylib",
        "/usr/local/lib/librsvg-2.2.dylib",
    };
    char first_error[300] = "not found";
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        const char *error = library == NULL ? dlerror() : NULL;
        if (i == 0 && error != NULL) snprintf(first_error, sizeof first_error, "%s", error);
    }
    if (library == NULL) {
        snprintf(load_problem, sizeof load_problem,
                 "cannot be read without the system's librsvg, which could not be loaded (%s); install it (Debian: librsvg2-2)",
                 first_error);
        return;
    }
#define TT_SVG_LOOK_UP(name)                                                                                      \
    api.name = (__typeof__(name) *)dlsym(library, #name);                                                         \
    if (api.name == NULL) {                                                                                       \
        snprintf(load_problem, sizeof load_problem, "the system's librsvg is too old: it has no %s()", #name);     \
        return;                                                                                                   \
    }
    TT_SVG_FUNCTIONS(TT_SVG_LOOK_UP)
#undef TT_SVG_LOOK_UP
}

struct tt_svg {
    RsvgHandle *handle;
};

static void copy_message(char *message, size_t message_size, const char *text) {
    if (message == NULL || message_size == 0) return;
    snprintf(message, message_size, "%s", text != NULL ? text : "unknown error");
}

tt_svg *tt_svg_open(const uint8_t *data, size_t size, char *message, size_t message_size) {
    pthread_once(&load_once, load_librsvg);
    if (load_problem[0] != 0) {
        copy_message(message, message_size, load_problem);
        return NULL;
    }
    GError *error = NULL;
    // No base file or URL is set: librsvg then refuses every external reference.
    RsvgHandle *handle = api.rsvg_handle_new_from_data(data, size, &error);
    if (handle == NULL) {
        copy_message(message, message_size, error != NULL ? error->message : "not an SVG document");
        if (error != NULL) api.g_error_free(error);
        return NULL;
    }
    api.rsvg_handle_set_dpi(handle, 96);
    tt_svg *svg = api.g_malloc(sizeof(tt_svg));
    svg->handle = handle;
    return svg;
}

void tt_svg_close(tt_svg *svg) {
    if (svg == NULL) return;
    api.g_object_unref(svg->handle);
    api.g_free(svg);
}

int tt_svg_canvas_size(const tt_svg *svg, double *width, double *height) {
    gdouble w = 0, h = 0;
    if (api.rsvg_handle_get_intrinsic_size_in_pixels(svg->handle, &w, &h) && w > 0 && h > 0) {
        *width = w;
        *height = h;
        return 1;
    }
    gboolean has_viewbox = FALSE;
    RsvgRectangle viewbox = {0, 0, 0, 0};
    api.rsvg_handle_get_intrinsic_dimensions(svg->handle, NULL, NULL, NULL, NULL, &has_viewbox, &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) {
        *width = viewbox.width;
        *height = viewbox.height;
        return 1;
    }
    return 0;
}

int tt_svg_render(const tt_svg *svg, double x, double y, double w, double h,
                  uint8_t *rgba, int width, int height, char *message, size_t message_size) {
    int stride = api.cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    if (stride != width * 4) {
        copy_message(message, message_size, "unsupported render width");
        return 1;
    }
    cairo_surface_t *surface = api.cairo_image_surface_create_for_data(rgba, CAIRO_FORMAT_ARGB32, width, height, stride);
    if (api.cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        copy_message(message, message_size, api.cairo_status_to_string(api.cairo_surface_status(surface)));
        api.cairo_surface_destroy(surface);
        return 1;
    }
    cairo_t *cr = api.cairo_create(surface);
    RsvgRectangle viewport = {x, y, w, h};
    GError *error = NULL;
    gboolean ok = api.rsvg_handle_render_document(svg->handle, cr, &viewport, &error);
    api.cairo_destroy(cr);
    api.cairo_surface_flush(surface);
    api.cairo_surface_destroy(surface);
    if (!ok) {
        copy_message(message, message_size, error != NULL ? error->message : "rendering failed");
        if (error != NULL) api.g_error_free(error);
        return 1;
    }
    return 0;
}
