#ifndef RPS_KEYS_H
#define RPS_KEYS_H

#include <stddef.h>

/// How long the next byte of a key may take to follow the last: a terminal sends an escape
/// sequence, or the bytes of a character, in one write, so Escape alone is what nothing follows.
#define RPS_KEY_BYTES_WAIT_MS 50

/// Where a key's bytes come from: the next byte, waiting up to `wait_ms` for it (0: only a byte
/// already there), or a negative number when none came.
typedef int (*rps_byte_source)(void *context, int wait_ms);

/// Reads the rest of the key press that began with the byte `first` from `next` (see
/// rps_key_length for where a key ends), keeping its first `capacity` bytes in `key`. Returns
/// how many bytes the key had in all; a byte read that is not the key's, the first of the next,
/// is put in `*pushed_back` (-1 when there is none).
size_t rps_key_read(int first, rps_byte_source next, void *context, char *key, size_t capacity, int *pushed_back);

#endif
