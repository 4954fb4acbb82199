// The single-header reader (and its outline companion) compiled once, so Swift (its tests, and apps that want it) can call it.
#define HITMASK_IMPLEMENTATION
#include "hitmask.h"
#include "hitmask_outline.h"
