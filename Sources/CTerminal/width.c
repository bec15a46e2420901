#include "CTerminal.h"

#include <sys/ioctl.h>
#include <unistd.h>

int rps_output_columns(void) {
    // Asked at each write rather than kept from SIGWINCH: one system call, never stale.
    if (!isatty(STDOUT_FILENO)) return 0;
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_col;
}
