// Deflate for the PNG writer, through libdeflate.
//
// A libdeflate compressor holds its hash tables (hundreds of KB); allocating
// one per icon would cost more than compressing it. Each thread keeps one per
// level, freed when the thread ends.
#include "CTintypeCodecs.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>

enum { tt_deflate_levels = 13 };

typedef struct tt_deflate_cache {
    struct libdeflate_compressor *by_level[tt_deflate_levels];
} tt_deflate_cache;

static pthread_key_t tt_deflate_key;
static pthread_once_t tt_deflate_once = PTHREAD_ONCE_INIT;
static int tt_deflate_key_ready;

static void tt_deflate_cache_free(void *pointer) {
    tt_deflate_cache *cache = pointer;
    for (int level = 0; level < tt_deflate_levels; level++) libdeflate_free_compressor(cache->by_level[level]);
    free(cache);
}

static void tt_deflate_make_key(void) {
    tt_deflate_key_ready = pthread_key_create(&tt_deflate_key, tt_deflate_cache_free) == 0;
}

static struct libdeflate_compressor *tt_deflate_compressor(int level) {
    if (level < 1 || level >= tt_deflate_levels) return NULL;
    pthread_once(&tt_deflate_once, tt_deflate_make_key);
    if (!tt_deflate_key_ready) return NULL;
    tt_deflate_cache *cache = pthread_getspecific(tt_deflate_key);
    if (!cache) {
        cache = calloc(1, sizeof *cache);
        if (!cache) return NULL;
        if (pthread_setspecific(tt_deflate_key, cache) != 0) {
            free(cache);
            return NULL;
        }
    }
    if (!cache->by_level[level]) cache->by_level[level] = libdeflate_alloc_compressor(level);
    return cache->by_level[level];
}

size_t tt_zlib_compress(int level, const uint8_t *data, size_t size, uint8_t *out, size_t capacity) {
    struct libdeflate_compressor *compressor = tt_deflate_compressor(level);
    if (!compressor) return 0;
    return libdeflate_zlib_compress(compressor, data, size, out, capacity);
}

size_t tt_zlib_compress_bound(size_t size) {
    // The bound does not depend on the level; NULL asks for the bound of any compressor.
    return libdeflate_zlib_compress_bound(NULL, size);
}

// MARK: - Inflate (PNG reading)

static pthread_key_t tt_inflate_key;
static pthread_once_t tt_inflate_once = PTHREAD_ONCE_INIT;
static int tt_inflate_key_ready;

static void tt_inflate_free(void *pointer) { libdeflate_free_decompressor(pointer); }

static void tt_inflate_make_key(void) { tt_inflate_key_ready = pthread_key_create(&tt_inflate_key, tt_inflate_free) == 0; }

// Each thread's decompressor (about 10 KB of tables), made on first use.
static struct libdeflate_decompressor *tt_inflate_decompressor(void) {
    pthread_once(&tt_inflate_once, tt_inflate_make_key);
    if (!tt_inflate_key_ready) return NULL;
    struct libdeflate_decompressor *decompressor = pthread_getspecific(tt_inflate_key);
    if (decompressor) return decompressor;
    decompressor = libdeflate_alloc_decompressor();
    if (decompressor && pthread_setspecific(tt_inflate_key, decompressor) != 0) {
        libdeflate_free_decompressor(decompressor);
        return NULL;
    }
    return decompressor;
}

int tt_zlib_decompress_exact(const uint8_t *data, size_t size, uint8_t *out, size_t out_size) {
    struct libdeflate_decompressor *decompressor = tt_inflate_decompressor();
    if (!decompressor) return -1;
    size_t consumed = 0, produced = 0;
    enum libdeflate_result result = libdeflate_zlib_decompress_ex(decompressor, data, size, out, out_size, &consumed, &produced);
    if (result != LIBDEFLATE_SUCCESS) return 1;
    return consumed == size && produced == out_size ? 0 : 1;
}

uint32_t tt_crc32(uint32_t crc, const uint8_t *data, size_t size) { return libdeflate_crc32(crc, data, size); }
