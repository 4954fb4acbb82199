// The single-header reader and its companions (touch tolerance, outlines, overlap) compiled once, so that Swift
// (its tests, and apps that want it) can call them.
#define HITMASK_IMPLEMENTATION
#include "hitmask.h"
#include "hitmask_outline.h"
#include "hitmask_tolerance.h"
#include "hitmask_overlap.h"
