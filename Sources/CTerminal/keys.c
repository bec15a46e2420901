#include "CTerminal.h"
#include "keys.h"

// ---- where one key press ends (pure: bytes in, a length out) ----

/// What one byte does to the key press being read.
enum step {
    /// Not the key's: the key ended before it, and it begins the next one.
    NOT_PART,
    /// The key's, and the key is not whole yet: its next byte is waited for.
    NEEDS_MORE,
    /// The key's, and the key is whole.
    WHOLE,
    /// The key's, and the key is whole, but takes what came with it: the rest of the text an input
    /// method committed at once.
    WHOLE_OR_MORE_TEXT,
};

/// Where a key press stands after the bytes read so far.
struct reading {
    enum { START, ESCAPE, CSI, CSI_INTERMEDIATE, LINUX_FUNCTION, SS3, TEXT, PASTE } phase;
    /// An escape came before the key's own (Alt with an arrow: ESC ESC [ A).
    int alt;
    /// Bytes of a CSI after its ESC [.
    size_t csi_length;
    /// Whether a CSI's bytes so far are 2, 0, 0: with a tilde, the start of a bracketed paste.
    int paste_start;
    /// Continuation bytes the character under way still needs.
    int left;
    /// How many bytes of the paste's end (ESC [ 2 0 1 ~) the last bytes of a paste are.
    size_t end_matched;
};

static const char paste_end[] = "\033[201~";

/// The continuation bytes after `lead` in UTF-8; 0 for a byte that begins no character of
/// several bytes (a continuation byte out of place, or one UTF-8 never has), a key of its own.
static int continuations(unsigned char lead) {
    if (lead >= 0xC2 && lead <= 0xDF) return 1;
    if (lead >= 0xE0 && lead <= 0xEF) return 2;
    if (lead >= 0xF0 && lead <= 0xF4) return 3;
    return 0;
}

/// A byte of 0x80 or over: a character's next byte, or the first of another character the input
/// method committed with it. Broken characters and bytes UTF-8 never has stay in the same key:
/// a run of such bytes is one answer, never one for each byte.
static enum step text(struct reading *reading, unsigned char byte) {
    reading->phase = TEXT;
    if (byte <= 0xBF && reading->left > 0) {
        reading->left--;
    } else {
        reading->left = continuations(byte);
    }
    return reading->left > 0 ? NEEDS_MORE : WHOLE_OR_MORE_TEXT;
}

static enum step step(struct reading *reading, unsigned char byte) {
    switch (reading->phase) {
    case START:
        if (byte == 0x1B) {
            reading->phase = ESCAPE;
            return NEEDS_MORE;
        }
        return byte < 0x80 ? WHOLE : text(reading, byte);
    case ESCAPE:
        // Escape alone (nothing follows), an escape sequence, or Alt with a key (ESC and the key).
        if (byte == '[') {
            reading->phase = CSI;
            reading->csi_length = 0;
            reading->paste_start = 1;
            return NEEDS_MORE;
        }
        if (byte == 'O') {
            reading->phase = SS3;
            return NEEDS_MORE;
        }
        if (byte == 0x1B) {
            if (reading->alt) return NOT_PART;
            reading->alt = 1;
            return NEEDS_MORE;
        }
        return byte < 0x80 ? WHOLE : text(reading, byte);
    case CSI:
        // ESC [, parameter bytes, intermediate bytes, a final byte (ECMA-48); the Linux console's
        // F1 to F5 are ESC [ [ and a letter.
        reading->csi_length++;
        if (reading->csi_length == 1 && byte == '[') {
            reading->phase = LINUX_FUNCTION;
            return NEEDS_MORE;
        }
        if (byte >= 0x30 && byte <= 0x3F) {
            // 2, 0, 0 and nothing more: a tilde next starts a paste.
            if (reading->csi_length > 3 || byte != "200"[reading->csi_length - 1]) reading->paste_start = 0;
            return NEEDS_MORE;
        }
        // rxvt ends its keys with Shift by a dollar sign (ESC [ 7 $), an intermediate byte
        // elsewhere: no key a terminal sends has one.
        if (byte == '$') return WHOLE;
        if (byte >= 0x20 && byte <= 0x2F) {
            reading->phase = CSI_INTERMEDIATE;
            return NEEDS_MORE;
        }
        if (byte >= 0x40 && byte <= 0x7E) {
            if (byte == '~' && reading->paste_start && reading->csi_length == 4) {
                reading->phase = PASTE;
                reading->end_matched = 0;
                return NEEDS_MORE;
            }
            return WHOLE;
        }
        return NOT_PART;
    case CSI_INTERMEDIATE:
        if (byte >= 0x20 && byte <= 0x2F) return NEEDS_MORE;
        return byte >= 0x40 && byte <= 0x7E ? WHOLE : NOT_PART;
    case LINUX_FUNCTION:
        return byte >= 0x40 && byte <= 0x7E ? WHOLE : NOT_PART;
    case SS3:
        // ESC O and a final byte; parameters before it too, as VTE sends the keypad's keys with a
        // modifier (ESC O 5 j) and its Delete (ESC O 3 ~), and older terminals F1 with one
        // (ESC O 1 ; 2 P).
        if (byte >= 0x30 && byte <= 0x3F) return NEEDS_MORE;
        return byte >= 0x20 && byte <= 0x7E ? WHOLE : NOT_PART;
    case TEXT:
        return byte < 0x80 ? NOT_PART : text(reading, byte);
    case PASTE:
        // A bracketed paste is one key, whatever it holds, to ESC [ 2 0 1 ~.
        if (byte == (unsigned char)paste_end[reading->end_matched]) {
            reading->end_matched++;
        } else {
            reading->end_matched = byte == 0x1B ? 1 : 0;
        }
        return reading->end_matched == sizeof paste_end - 1 ? WHOLE : NEEDS_MORE;
    }
    return WHOLE;
}

size_t rps_key_read(int first, rps_byte_source next, void *context, char *key, size_t capacity, int *pushed_back) {
    struct reading reading = {.phase = START};
    size_t count = 0;
    *pushed_back = -1;
    int byte = first;
    for (;;) {
        enum step result = step(&reading, (unsigned char)byte);
        if (result == NOT_PART) {
            *pushed_back = byte;
            break;
        }
        if (count < capacity) key[count] = (char)byte;
        count++;
        if (result == WHOLE) break;
        byte = next(context, result == NEEDS_MORE ? RPS_KEY_BYTES_WAIT_MS : 0);
        if (byte < 0) break;
    }
    return count;
}

/// Bytes that came at once, read one after another; waiting for more than there are is noted.
struct arrived {
    const unsigned char *bytes;
    size_t count, at;
    int ended, waited;
};

static int next_arrived(void *context, int wait_ms) {
    struct arrived *arrived = context;
    if (arrived->at < arrived->count) return arrived->bytes[arrived->at++];
    if (wait_ms > 0 && !arrived->ended) arrived->waited = 1;
    return -1;
}

size_t rps_key_length(const unsigned char *bytes, size_t count, int ended) {
    if (count == 0) return 0;
    struct arrived arrived = {.bytes = bytes, .count = count, .at = 1, .ended = ended, .waited = 0};
    int pushed_back;
    char none;
    size_t length = rps_key_read(bytes[0], next_arrived, &arrived, &none, 0, &pushed_back);
    return arrived.waited ? 0 : length;
}
