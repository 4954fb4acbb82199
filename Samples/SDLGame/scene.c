/* hitmask.h's implementation lives in this file (one file of a program defines HITMASK_IMPLEMENTATION). */
#define HITMASK_IMPLEMENTATION
#include "scene.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>

/* Overlapping on purpose: a click on the flower's transparent corner reaches the ring below it. */
static const struct { const char *name; int x, y, scale; } layout[] = {
    {"ring", 300, 120, 2}, {"flower", 430, 150, 2}, {"sword", 120, 80, 2}, {"button", 120, 420, 1},
};

static SDL_Texture *load_texture(SDL_Renderer *renderer, const char *path, char *error, size_t error_size) {
    png_image image = {0};
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) {
        snprintf(error, error_size, "%s: %s", path, image.message);
        return NULL;
    }
    image.format = PNG_FORMAT_RGBA;
    void *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (!pixels || !png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        snprintf(error, error_size, "%s: %s", path, pixels ? image.message : "out of memory");
        png_image_free(&image);
        free(pixels);
        return NULL;
    }
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormatFrom(pixels, (int)image.width, (int)image.height, 32,
                                                              (int)image.width * 4, SDL_PIXELFORMAT_RGBA32);
    SDL_Texture *texture = surface ? SDL_CreateTextureFromSurface(renderer, surface) : NULL;
    if (!texture) snprintf(error, error_size, "%s: %s", path, SDL_GetError());
    SDL_FreeSurface(surface);
    free(pixels);
    return texture;
}

int scene_load(scene *s, const char *mask_folder, const char *sprite_folder, SDL_Renderer *renderer, char *error,
               size_t error_size) {
    SDL_memset(s, 0, sizeof(*s));
    for (size_t i = 0; i < sizeof(layout) / sizeof(layout[0]); i++) {
        sprite *sp = &s->sprites[s->count++];
        sp->name = layout[i].name, sp->x = layout[i].x, sp->y = layout[i].y, sp->scale = layout[i].scale;
        char path[1024];
        snprintf(path, sizeof(path), "%s/%s.hitmask", mask_folder, sp->name);
        size_t size = 0;
        hm_file file;
        uint8_t *bits = NULL;
        hm_error e = hm_load_file(path, &sp->file_bytes, &size);
        if (e == HM_OK) e = hm_open(sp->file_bytes, size, &file);
        if (e == HM_OK) e = hm_decode(&file, &bits);
        if (e != HM_OK) {
            snprintf(error, error_size, "%s: %s", path, hm_error_string(e));
            scene_free(s);
            return -1;
        }
        sp->mask = (hm_mask){file.width, file.height, bits};
        if (renderer) {
            snprintf(path, sizeof(path), "%s/%s.png", sprite_folder, sp->name);
            if (!(sp->texture = load_texture(renderer, path, error, error_size))) {
                scene_free(s);
                return -1;
            }
        }
    }
    return 0;
}

const sprite *scene_sprite_at(const scene *s, int x, int y) {
    for (int i = s->count - 1; i >= 0; i--) {
        const sprite *sp = &s->sprites[i];
        /* The screen point's pixel in the sprite's image: floor division, so points left of or above it stay out. */
        int px = x - sp->x, py = y - sp->y;
        if (px < 0 || py < 0) continue;
        if (hm_contains(&sp->mask, px / sp->scale, py / sp->scale)) return sp;
    }
    return NULL;
}

void scene_draw(const scene *s, SDL_Renderer *renderer) {
    for (int i = 0; i < s->count; i++) {
        const sprite *sp = &s->sprites[i];
        SDL_Rect place = {sp->x, sp->y, (int)sp->mask.width * sp->scale, (int)sp->mask.height * sp->scale};
        if (sp->texture) SDL_RenderCopy(renderer, sp->texture, NULL, &place);
    }
}

void scene_free(scene *s) {
    for (int i = 0; i < s->count; i++) {
        if (s->sprites[i].texture) SDL_DestroyTexture(s->sprites[i].texture);
        HITMASK_FREE((void *)s->sprites[i].mask.bits);
        HITMASK_FREE(s->sprites[i].file_bytes);
    }
    s->count = 0;
}
