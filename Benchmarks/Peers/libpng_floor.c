// The batch's floor: what any icon tool must at least do, with libpng alone.
// For every PNG in SOURCE: decode to RGBA (libpng's simplified API), place it
// centered on a 64x44 canvas (cropped where larger), and write it twice with
// libpng's defaults (zlib level 6, adaptive filters) as NAME.png and
// NAME-selected.png in OUTPUT. One thread, no pixel work beyond the copy.
// Prints icons/s. Built and run by Benchmarks/batch-table.sh:
//   cc -O2 libpng_floor.c $(pkg-config --cflags --libs libpng) -o libpng-floor
#include <dirent.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { width = 64, height = 44 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int names_compare(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: libpng-floor SOURCE OUTPUT\n");
        return 2;
    }
    DIR *folder = opendir(argv[1]);
    if (!folder) {
        perror(argv[1]);
        return 1;
    }
    char **names = NULL;
    size_t count = 0;
    for (struct dirent *entry; (entry = readdir(folder));) {
        size_t length = strlen(entry->d_name);
        if (length < 5 || strcmp(entry->d_name + length - 4, ".png") != 0) continue;
        names = realloc(names, (count + 1) * sizeof *names);
        names[count++] = strdup(entry->d_name);
    }
    closedir(folder);
    qsort(names, count, sizeof *names, names_compare);

    static png_byte canvas[width * height * 4];
    char path[4096];
    double started = now();
    for (size_t i = 0; i < count; i++) {
        png_image image;
        memset(&image, 0, sizeof image);
        image.version = PNG_IMAGE_VERSION;
        snprintf(path, sizeof path, "%s/%s", argv[1], names[i]);
        if (!png_image_begin_read_from_file(&image, path)) {
            fprintf(stderr, "%s: %s\n", path, image.message);
            continue;
        }
        image.format = PNG_FORMAT_RGBA;
        png_bytep pixels = malloc(PNG_IMAGE_SIZE(image));
        if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
            fprintf(stderr, "%s: %s\n", path, image.message);
            free(pixels);
            continue;
        }
        memset(canvas, 0, sizeof canvas);
        int w = image.width < width ? (int)image.width : width;
        int h = image.height < height ? (int)image.height : height;
        int x0 = (width - w) / 2, y0 = (height - h) / 2;
        for (int y = 0; y < h; y++) {
            memcpy(canvas + ((y0 + y) * width + x0) * 4, pixels + (size_t)y * image.width * 4, (size_t)w * 4);
        }
        free(pixels);
        size_t stem = strlen(names[i]) - 4;
        const char *suffixes[] = {"", "-selected"};
        for (int s = 0; s < 2; s++) {
            snprintf(path, sizeof path, "%s/%.*s%s.png", argv[2], (int)stem, names[i], suffixes[s]);
            FILE *file = fopen(path, "wb");
            if (!file) {
                perror(path);
                return 1;
            }
            png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
            png_infop info = png_create_info_struct(png);
            if (setjmp(png_jmpbuf(png))) {
                fprintf(stderr, "%s: write failed\n", path);
                return 1;
            }
            png_init_io(png, file);
            png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                         PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
            png_write_info(png, info);
            for (int y = 0; y < height; y++) png_write_row(png, canvas + y * width * 4);
            png_write_end(png, info);
            png_destroy_write_struct(&png, &info);
            fclose(file);
        }
    }
    double elapsed = now() - started;
    printf("libpng floor: %zu icons in %.3f s, %.0f icons/s\n", count, elapsed, count / elapsed);
    return 0;
}
