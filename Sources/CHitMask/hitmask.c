// The single-header reader compiled once, so Swift (its tests, and apps that want it) can call it.
#define HITMASK_IMPLEMENTATION
#include "hitmask.h"
