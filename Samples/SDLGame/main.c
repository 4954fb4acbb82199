/* An SDL2 game whose sprites let clicks through their transparent pixels: a click hits the topmost sprite with a
   solid pixel under it (hitmask.h), or reaches the background. Build and run it as README.md says. */
#include <stdio.h>

#include "scene.h"

int main(int argc, char **argv) {
    const char *masks = argc > 1 ? argv[1] : "masks", *sprites = argc > 2 ? argv[2] : "../Sprites";
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("HitMask in SDL: clicks pass through transparent pixels",
                                          SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 800, 560, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
    scene world;
    char error[1200];
    if (!renderer || scene_load(&world, masks, sprites, renderer, error, sizeof(error)) != 0) {
        fprintf(stderr, "%s\n", renderer ? error : SDL_GetError());
        SDL_Quit();
        return 1;
    }
    for (int running = 1; running;) {
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) running = 0;
            if (event.type == SDL_MOUSEBUTTONDOWN && event.button.button == SDL_BUTTON_LEFT) {
                const sprite *hit = scene_sprite_at(&world, event.button.x, event.button.y);
                printf("(%d, %d): %s\n", event.button.x, event.button.y, hit ? hit->name : "background");
            }
        }
        SDL_SetRenderDrawColor(renderer, 40, 43, 51, 255);
        SDL_RenderClear(renderer);
        scene_draw(&world, renderer);
        SDL_RenderPresent(renderer);
        SDL_Delay(16);
    }
    scene_free(&world);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
