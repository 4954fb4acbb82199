/* An LD_PRELOAD library that puts an allocation ceiling on a process and records its largest request, so that a
   reader's memory can be compared with docs/FORMAT.md's bounds ("Integers and memory"). Built and used by
   memory-bounds.test.mjs on the Swift reader (`hitmask verify`); glibc only (it forwards to __libc_malloc).

   HITMASK_ALLOCATION_CEILING  bytes: a larger request fails, as it would on a device with that little memory
   HITMASK_LARGEST_ALLOCATION  a file that receives the largest request (refused ones included) at exit */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static size_t largest;

/* Whether a request of `size` bytes stays under the ceiling; records it either way. */
static int allowed(size_t size) {
    static size_t ceiling;
    if (!ceiling) {
        const char *text = getenv("HITMASK_ALLOCATION_CEILING");
        ceiling = text ? (size_t)strtoull(text, NULL, 10) : SIZE_MAX;
    }
    if (size > largest) largest = size;
    return size <= ceiling;
}

void *malloc(size_t size) { return allowed(size) ? __libc_malloc(size) : (errno = ENOMEM, NULL); }

void *calloc(size_t count, size_t size) {
    size_t total = count && size > SIZE_MAX / count ? SIZE_MAX : count * size;
    return allowed(total) ? __libc_calloc(count, size) : (errno = ENOMEM, NULL);
}

void *realloc(void *pointer, size_t size) { return allowed(size) ? __libc_realloc(pointer, size) : (errno = ENOMEM, NULL); }

void *memalign(size_t alignment, size_t size) {
    return allowed(size) ? __libc_memalign(alignment, size) : (errno = ENOMEM, NULL);
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **pointer, size_t alignment, size_t size) {
    void *memory = memalign(alignment, size);
    if (!memory) return ENOMEM;
    *pointer = memory;
    return 0;
}

__attribute__((destructor)) static void report(void) {
    const char *path = getenv("HITMASK_LARGEST_ALLOCATION");
    if (!path) return;
    char text[32];
    int length = snprintf(text, sizeof(text), "%zu\n", largest);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return;
    if (write(fd, text, (size_t)length) != length) { /* the test then finds no number */ }
    close(fd);
}
