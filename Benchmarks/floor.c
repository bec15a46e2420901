// The floor every figure is compared with: the least a readline program can do. It prints one
// line, reads one line with GNU readline (with the prompt of rps, "\u203A "), and exits.
#include <stdio.h>
#include <stdlib.h>

#include <readline/readline.h>

int main(void) {
    puts("Floor.");
    fflush(stdout);
    char *line = readline("\u203A ");
    free(line);
    return 0;
}
