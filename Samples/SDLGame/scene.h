/* The SDL sample's world, apart from its window: sprites placed on the screen with their masks (hitmask.h), which
   of them a click lands on (passing through transparent pixels), and drawing them. main.c runs it in a window;
   Tests/SDLTests/clicks.c drives it headless. */
#ifndef SCENE_H
#define SCENE_H

#include <SDL.h>
#include <stddef.h>
#include <stdint.h>

#include "hitmask.h"

typedef struct sprite {
    const char *name;
    int x, y, scale;     /* top-left corner on the screen, and a whole-number zoom */
    hm_mask mask;        /* the loaded mask (hm_contains) */
    uint8_t *file_bytes; /* kept: hm_file points into them */
    SDL_Texture *texture;
} sprite;

typedef struct scene {
    sprite sprites[8]; /* in drawing order: the last is on top */
    int count;
} scene;

/* Loads the layout's masks from mask_folder (NAME.hitmask) and, with a renderer, its images from sprite_folder
   (NAME.png, through libpng). Returns 0, or -1 with a one-line reason naming the file in `error`. */
int scene_load(scene *s, const char *mask_folder, const char *sprite_folder, SDL_Renderer *renderer, char *error,
               size_t error_size);

/* The topmost sprite with a solid pixel under screen point (x, y), or NULL: the click reaches the background. */
const sprite *scene_sprite_at(const scene *s, int x, int y);

void scene_draw(const scene *s, SDL_Renderer *renderer);
void scene_free(scene *s);

#endif
