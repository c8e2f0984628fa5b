// C shim between Tintype and the system codecs.
//
// libpng reports errors by longjmp and libjpeg by calling exit(); neither may
// cross Swift frames. Every function here that calls into a codec sets up its
// own jump target first, so an error ends that call with a non-zero return and
// a message, and Swift turns it into a thrown error. No policy lives here.
#ifndef CTINTYPE_CODECS_H
#define CTINTYPE_CODECS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - PNG reading

/// What IHDR (and the chunks before IDAT) say about a PNG.
typedef struct tt_png_header {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;
    int interlace;
    int has_trns;
} tt_png_header;

typedef struct tt_png_reader tt_png_reader;

/// A reader over `size` bytes at `data` (which must outlive it); NULL when out of memory.
tt_png_reader *tt_png_reader_create(const uint8_t *data, size_t size);
void tt_png_reader_destroy(tt_png_reader *reader);
/// The last error message (empty when none).
const char *tt_png_reader_message(const tt_png_reader *reader);
/// Reads the signature and every chunk up to the first IDAT. 0 on success.
int tt_png_reader_read_header(tt_png_reader *reader, tt_png_header *header);
/// Asks for 8-bit RGBA rows (16-bit samples scaled exactly), B and R swapped
/// when `swap_bgr`. Reports the decoded row size. 0 on success.
int tt_png_reader_prepare_rgba(tt_png_reader *reader, int swap_bgr, size_t *row_bytes);
/// Decodes every row (all Adam7 passes) into `pixels`, rows `stride` bytes
/// apart, then reads the chunks after the image data. 0 on success.
int tt_png_reader_read_rows(tt_png_reader *reader, uint8_t *pixels, size_t stride, uint32_t height);

// MARK: - Deflate (PNG writing)

/// The zlib stream of `size` bytes at `data`, deflated by libdeflate at
/// `level` (1 to 12) into `out`, which has room for `capacity` bytes. Returns
/// the stream's length, or 0 when it did not fit or memory ran out. Each
/// thread keeps its compressors, so repeated calls allocate nothing.
size_t tt_zlib_compress(int level, const uint8_t *data, size_t size, uint8_t *out, size_t capacity);
/// The most bytes tt_zlib_compress can write for `size` input bytes.
size_t tt_zlib_compress_bound(size_t size);

// MARK: - Inflate (PNG reading)

/// Inflates the zlib stream of `size` bytes at `data` into `out`, which must
/// come out exactly `out_size` bytes with the stream's Adler-32 right and no
/// byte after its end. 0 when it did; 1 when the stream is corrupt, shorter or
/// longer (the caller leaves such a stream to libpng, whose error names the
/// fault); -1 when memory ran out. Each thread keeps its decompressor.
int tt_zlib_decompress_exact(const uint8_t *data, size_t size, uint8_t *out, size_t out_size);
/// The CRC-32 of PNG chunks and zlib's crc32, continued from `crc` over `size` bytes at `data`.
uint32_t tt_crc32(uint32_t crc, const uint8_t *data, size_t size);

void tt_free(void *pointer);

// MARK: - JPEG reading

/// What the frame header and markers say about a JPEG.
typedef struct tt_jpeg_header {
    uint32_t width;
    uint32_t height;
    int components;
    /// 1 gray, 2 RGB, 3 YCbCr, 4 CMYK, 5 YCCK (libjpeg's J_COLOR_SPACE).
    int color_space;
    int progressive;
    /// An Adobe APP14 marker was seen (its CMYK is stored inverted).
    int adobe;
} tt_jpeg_header;

typedef struct tt_jpeg_reader tt_jpeg_reader;

/// A reader over `size` bytes at `data` (which must outlive it) that refuses a file with
/// more than `maximum_scans` scans (0: no limit); NULL when out of memory.
tt_jpeg_reader *tt_jpeg_reader_create(const uint8_t *data, size_t size, int maximum_scans);
void tt_jpeg_reader_destroy(tt_jpeg_reader *reader);
/// The last error message, or the first warning when there was no error.
const char *tt_jpeg_reader_message(const tt_jpeg_reader *reader);
/// Reads the markers up to the first scan. 0 on success.
int tt_jpeg_reader_read_header(tt_jpeg_reader *reader, tt_jpeg_header *header);
/// Starts decompression to 4 bytes a pixel: RGBA (alpha 255) for gray, RGB
/// and YCbCr sources, the stored CMYK values for CMYK and YCCK. 0 on success.
int tt_jpeg_reader_start(tt_jpeg_reader *reader);
/// Decodes every scanline into `pixels`, rows `stride` bytes apart, and
/// finishes decompression. 0 on success.
int tt_jpeg_reader_read_rows(tt_jpeg_reader *reader, uint8_t *pixels, size_t stride);
/// Non-zero when the data ended before the image did (libjpeg filled the rest).
int tt_jpeg_reader_was_truncated(const tt_jpeg_reader *reader);

#ifdef __cplusplus
}
#endif

#endif
