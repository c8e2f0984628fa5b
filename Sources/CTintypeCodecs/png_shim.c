// libpng behind setjmp: every entry point below owns the jump target that the
// error callback longjmps to, so no libpng error unwinds a Swift frame.
#include "CTintypeCodecs.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tt_png_reader {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    int passes;
    char message[256];
};

static void tt_png_store_message(char *buffer, size_t size, const char *message) {
    snprintf(buffer, size, "%s", message ? message : "unknown libpng error");
}

static void tt_png_read_error(png_structp png, png_const_charp message) {
    tt_png_reader *reader = (tt_png_reader *)png_get_error_ptr(png);
    tt_png_store_message(reader->message, sizeof reader->message, message);
    png_longjmp(png, 1);
}

static void tt_png_ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void tt_png_read_data(png_structp png, png_bytep out, size_t length) {
    tt_png_reader *reader = (tt_png_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) {
        png_error(png, "unexpected end of file (the file is truncated)");
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

tt_png_reader *tt_png_reader_create(const uint8_t *data, size_t size) {
    tt_png_reader *reader = calloc(1, sizeof *reader);
    if (!reader) return NULL;
    reader->data = data;
    reader->size = size;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, tt_png_read_error, tt_png_ignore_warning);
    if (!reader->png) {
        free(reader);
        return NULL;
    }
    reader->info = png_create_info_struct(reader->png);
    if (!reader->info) {
        png_destroy_read_struct(&reader->png, NULL, NULL);
        free(reader);
        return NULL;
    }
    png_set_read_fn(reader->png, reader, tt_png_read_data);
    // The pixel limit is Tintype's policy, checked in Swift after the header;
    // let libpng accept every size the format allows.
    png_set_user_limits(reader->png, 0x7fffffffU, 0x7fffffffU);
    // Only IHDR, PLTE, tRNS and IDAT matter (SPEC §7: gamma, color profiles and
    // text are not applied). Every other chunk is skipped unread: libpng would
    // allocate a text or profile chunk's buffer from the length it claims,
    // before reading it (a length over the limit is only a warning), so an
    // 87-byte file claiming a 2 GB zTXt chunk would cost 2 GB.
    static const png_byte ignored[] =
        "bKGD\0cHRM\0cICP\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0mDCV\0oFFs\0pCAL\0pHYs\0"
        "sBIT\0sCAL\0sPLT\0sRGB\0tEXt\0tIME\0zTXt\0acTL\0fcTL\0fdAT\0cLLI\0";
    png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, ignored, (int)(sizeof ignored / 5));
    png_set_chunk_malloc_max(reader->png, (png_alloc_size_t)size + 8000000);
    return reader;
}

void tt_png_reader_destroy(tt_png_reader *reader) {
    if (!reader) return;
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
    free(reader);
}

const char *tt_png_reader_message(const tt_png_reader *reader) {
    return reader->message;
}

int tt_png_reader_read_header(tt_png_reader *reader, tt_png_header *header) {
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_read_info(reader->png, reader->info);
    header->width = png_get_image_width(reader->png, reader->info);
    header->height = png_get_image_height(reader->png, reader->info);
    header->bit_depth = png_get_bit_depth(reader->png, reader->info);
    header->color_type = png_get_color_type(reader->png, reader->info);
    header->interlace = png_get_interlace_type(reader->png, reader->info);
    header->has_trns = png_get_valid(reader->png, reader->info, PNG_INFO_tRNS) != 0;
    return 0;
}

int tt_png_reader_prepare_rgba(tt_png_reader *reader, int swap_bgr, size_t *row_bytes) {
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_structp png = reader->png;
    png_infop info = reader->info;
    int color_type = png_get_color_type(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    // Palette to RGB, gray below 8 bits to 8 bits, tRNS to an alpha channel.
    png_set_expand(png);
    // 16-bit samples to 8 as round(v·255/65535): libpng's scaling is exact.
    png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    if (swap_bgr) png_set_bgr(png);
    reader->passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    *row_bytes = png_get_rowbytes(png, info);
    return 0;
}

int tt_png_reader_read_rows(tt_png_reader *reader, uint8_t *pixels, size_t stride, uint32_t height) {
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    // One row at a time (each interlace pass adds its pixels to the rows already
    // there): no table of row pointers, which for a 1-pixel-wide image of a
    // hundred million rows would cost twice the pixels themselves.
    for (int pass = 0; pass < reader->passes; pass++) {
        for (uint32_t y = 0; y < height; y++) png_read_row(reader->png, pixels + (size_t)y * stride, NULL);
    }
    png_read_end(reader->png, NULL);
    return 0;
}

void tt_free(void *pointer) { free(pointer); }
