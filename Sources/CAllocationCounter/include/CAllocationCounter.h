#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this platform counts heap allocations (Linux with glibc: malloc is interposed).
int rxbench_counts_allocations(void);

/// How many heap allocations (malloc, calloc, realloc of NULL, aligned allocations) the
/// process has made since it started, on every thread.
uint64_t rxbench_allocation_count(void);

#endif
