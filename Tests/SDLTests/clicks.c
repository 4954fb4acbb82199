/* The SDL sample's scene (Samples/SDLGame/scene.c), headless (SDL_VIDEODRIVER=offscreen, software renderer): clicks
   pushed with SDL_PushEvent and read back through SDL_PollEvent land on the topmost sprite with a solid pixel under
   them and pass through transparent ones; and where a click reaches the background, the drawn frame shows the
   background there, untouched by any sprite's image (with threshold 0, a clear pixel is one of alpha 0).
   Usage: clicks MASK_FOLDER SPRITE_FOLDER. run.sh builds and runs it. */
#include <stdio.h>

#include "scene.h"

enum { WIDTH = 800, HEIGHT = 560 };
static const Uint8 BACKGROUND[3] = {255, 0, 255};

/* What a click at (x, y) must reach, worked out from the masks' pixels alone. */
static const sprite *expected_at(const scene *s, int x, int y) {
    for (int i = s->count - 1; i >= 0; i--) {
        const sprite *sp = &s->sprites[i];
        if (x < sp->x || y < sp->y) continue;
        uint32_t px = (uint32_t)(x - sp->x) / (uint32_t)sp->scale, py = (uint32_t)(y - sp->y) / (uint32_t)sp->scale;
        if (px < sp->mask.width && py < sp->mask.height) {
            uint64_t index = (uint64_t)py * sp->mask.width + px;
            if ((sp->mask.bits[index >> 3] >> (7 - (index & 7))) & 1) return sp;
        }
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 3 || SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "usage: clicks MASK_FOLDER SPRITE_FOLDER (SDL: %s)\n", SDL_GetError());
        return 2;
    }
    SDL_Window *window = SDL_CreateWindow("clicks", 0, 0, WIDTH, HEIGHT, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    scene world;
    char error[1200];
    if (!renderer || scene_load(&world, argv[1], argv[2], renderer, error, sizeof(error)) != 0) {
        fprintf(stderr, "%s\n", renderer ? error : SDL_GetError());
        return 2;
    }
    SDL_SetRenderDrawColor(renderer, BACKGROUND[0], BACKGROUND[1], BACKGROUND[2], 255);
    SDL_RenderClear(renderer);
    scene_draw(&world, renderer);
    static Uint8 frame[WIDTH * HEIGHT * 4];
    if (SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_RGBA32, frame, WIDTH * 4) != 0) {
        fprintf(stderr, "SDL_RenderReadPixels: %s\n", SDL_GetError());
        return 2;
    }

    int clicks = 0, wrong = 0, through = 0, hits[8] = {0}, painted_background = 0, background = 0;
    for (int y = 60; y < 480; y += 3) {
        /* A row of clicks through SDL's queue, then read back as a game reads them. */
        for (int x = 100; x < 640; x += 3) {
            SDL_Event event = {0};
            event.type = SDL_MOUSEBUTTONDOWN;
            event.button.button = SDL_BUTTON_LEFT;
            event.button.state = SDL_PRESSED;
            event.button.x = x, event.button.y = y;
            if (SDL_PushEvent(&event) != 1) {
                fprintf(stderr, "SDL_PushEvent: %s\n", SDL_GetError());
                return 2;
            }
        }
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type != SDL_MOUSEBUTTONDOWN) continue;
            int x = event.button.x, ey = event.button.y;
            const sprite *hit = scene_sprite_at(&world, x, ey), *expected = expected_at(&world, x, ey);
            clicks++;
            if (hit != expected) {
                if (wrong++ < 10)
                    printf("FAIL (%d, %d): %s, expected %s\n", x, ey, hit ? hit->name : "background",
                           expected ? expected->name : "background");
            }
            if (hit) hits[hit - world.sprites]++;
            /* A click that reaches something other than the topmost sprite whose image covers the point passed
               through that sprite's transparent pixels. */
            for (int i = world.count - 1; i >= 0; i--) {
                const sprite *sp = &world.sprites[i];
                if (x >= sp->x && ey >= sp->y && x < sp->x + (int)sp->mask.width * sp->scale
                    && ey < sp->y + (int)sp->mask.height * sp->scale) {
                    if (hit != sp) through++;
                    break;
                }
            }
            if (!hit) {
                const Uint8 *p = &frame[(ey * WIDTH + x) * 4];
                background++;
                if (p[0] != BACKGROUND[0] || p[1] != BACKGROUND[1] || p[2] != BACKGROUND[2]) painted_background++;
            }
        }
    }
    for (int i = 0; i < world.count; i++) {
        if (hits[i] < 20) printf("FAIL %s was hit only %d times\n", world.sprites[i].name, hits[i]), wrong++;
    }
    if (through < 100) printf("FAIL only %d clicks passed through a transparent pixel\n", through), wrong++;
    if (painted_background) {
        printf("FAIL %d of %d clicks that reached the background landed where a sprite's image is drawn\n",
               painted_background, background);
        wrong++;
    }
    if (clicks < 10000) printf("FAIL only %d clicks came back from SDL's queue\n", clicks), wrong++;
    if (!wrong)
        printf("ok: %d clicks through SDL's event queue, %d through transparent pixels, %d on the drawn background\n",
               clicks, through, background);
    scene_free(&world);
    SDL_Quit();
    return wrong ? 1 : 0;
}
