// libjpeg behind setjmp: error_exit longjmps back to the entry point that was
// called instead of calling exit(), and messages are kept instead of printed.
#include "CTintypeCodecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

struct tt_jpeg_reader {
    struct jpeg_decompress_struct cinfo;
    struct jpeg_error_mgr errors;
    jmp_buf jump;
    const uint8_t *data;
    size_t size;
    struct jpeg_progress_mgr progress;
    int maximum_scans;
    int created;
    int truncated;
    char message[JMSG_LENGTH_MAX];
};

static void tt_jpeg_error_exit(j_common_ptr cinfo) {
    tt_jpeg_reader *reader = (tt_jpeg_reader *)cinfo->client_data;
    (*cinfo->err->format_message)(cinfo, reader->message);
    longjmp(reader->jump, 1);
}

static void tt_jpeg_emit_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;  // trace messages
    tt_jpeg_reader *reader = (tt_jpeg_reader *)cinfo->client_data;
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) reader->truncated = 1;
    if (reader->message[0] == 0) (*cinfo->err->format_message)(cinfo, reader->message);
    cinfo->err->num_warnings++;
}

static void tt_jpeg_output_message(j_common_ptr cinfo) {
    (void)cinfo;
}

// Called by libjpeg between passes: a progressive file may hold any number of
// scans, and each one costs a pass over every coefficient, so a file that
// repeats one scan thousands of times is refused here, before the next one.
static void tt_jpeg_progress(j_common_ptr cinfo) {
    if (!cinfo->is_decompressor) return;
    tt_jpeg_reader *reader = (tt_jpeg_reader *)cinfo->client_data;
    j_decompress_ptr dinfo = (j_decompress_ptr)cinfo;
    if (reader->maximum_scans > 0 && dinfo->input_scan_number > reader->maximum_scans) {
        snprintf(reader->message, sizeof reader->message,
                 "the file has more than %d scans, the limit for a progressive JPEG", reader->maximum_scans);
        longjmp(reader->jump, 1);
    }
}

tt_jpeg_reader *tt_jpeg_reader_create(const uint8_t *data, size_t size, int maximum_scans) {
    tt_jpeg_reader *reader = calloc(1, sizeof *reader);
    if (!reader) return NULL;
    reader->data = data;
    reader->size = size;
    reader->maximum_scans = maximum_scans;
    reader->cinfo.err = jpeg_std_error(&reader->errors);
    reader->errors.error_exit = tt_jpeg_error_exit;
    reader->errors.emit_message = tt_jpeg_emit_message;
    reader->errors.output_message = tt_jpeg_output_message;
    reader->cinfo.client_data = reader;
    if (setjmp(reader->jump)) {
        free(reader);
        return NULL;
    }
    jpeg_create_decompress(&reader->cinfo);
    reader->created = 1;
    reader->progress.progress_monitor = tt_jpeg_progress;
    reader->cinfo.progress = &reader->progress;
    return reader;
}

void tt_jpeg_reader_destroy(tt_jpeg_reader *reader) {
    if (!reader) return;
    if (reader->created) jpeg_destroy_decompress(&reader->cinfo);
    free(reader);
}

const char *tt_jpeg_reader_message(const tt_jpeg_reader *reader) {
    return reader->message;
}

int tt_jpeg_reader_read_header(tt_jpeg_reader *reader, tt_jpeg_header *header) {
    if (setjmp(reader->jump)) return -1;
    jpeg_mem_src(&reader->cinfo, reader->data, (unsigned long)reader->size);
    jpeg_read_header(&reader->cinfo, TRUE);
    header->width = reader->cinfo.image_width;
    header->height = reader->cinfo.image_height;
    header->components = reader->cinfo.num_components;
    header->color_space = (int)reader->cinfo.jpeg_color_space;
    header->progressive = reader->cinfo.progressive_mode ? 1 : 0;
    header->adobe = reader->cinfo.saw_Adobe_marker ? 1 : 0;
    return 0;
}

int tt_jpeg_reader_start(tt_jpeg_reader *reader) {
    if (setjmp(reader->jump)) return -1;
    switch (reader->cinfo.jpeg_color_space) {
    case JCS_CMYK:
    case JCS_YCCK:
        reader->cinfo.out_color_space = JCS_CMYK;
        break;
    default:
        reader->cinfo.out_color_space = JCS_EXT_RGBA;
        break;
    }
    jpeg_start_decompress(&reader->cinfo);
    if (reader->cinfo.output_components != 4) {
        ERREXIT1(&reader->cinfo, JERR_BAD_J_COLORSPACE, reader->cinfo.jpeg_color_space);
    }
    return 0;
}

int tt_jpeg_reader_read_rows(tt_jpeg_reader *reader, uint8_t *pixels, size_t stride) {
    if (setjmp(reader->jump)) return -1;
    while (reader->cinfo.output_scanline < reader->cinfo.output_height) {
        JSAMPROW row = pixels + (size_t)reader->cinfo.output_scanline * stride;
        jpeg_read_scanlines(&reader->cinfo, &row, 1);
    }
    jpeg_finish_decompress(&reader->cinfo);
    return 0;
}

int tt_jpeg_reader_was_truncated(const tt_jpeg_reader *reader) {
    return reader->truncated;
}
