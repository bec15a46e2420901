#define _GNU_SOURCE
#include "CPseudoTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

pid_t rps_pty_spawn(const char *path, char *const argv[], char *const envp[], int rows, int cols, int *master) {
    int fd = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return -1;
    if (grantpt(fd) != 0 || unlockpt(fd) != 0) { close(fd); return -1; }
    struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
    ioctl(fd, TIOCSWINSZ, &size);
    // ptsname_r, not ptsname: tests start games on several threads at once, and ptsname's
    // shared buffer once gave two games the same terminal.
    char name[128];
    if (ptsname_r(fd, name, sizeof name) != 0) { close(fd); return -1; }

    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setsigmask(&attributes, &none);
    // Opened after setsid, the terminal becomes the child's controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0);
    posix_spawn_file_actions_adddup2(&actions, 0, 1);
    posix_spawn_file_actions_adddup2(&actions, 0, 2);
    pid_t pid;
    int error = posix_spawn(&pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (error != 0) { close(fd); errno = error; return -1; }
    *master = fd;
    return pid;
}

pid_t rps_pipe_spawn(const char *path, char *const argv[], char *const envp[], int in, int out, int err) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setsigmask(&attributes, &none);
    int fds[3] = {in, out, err};
    for (int i = 0; i < 3; i++) {
        if (fds[i] < 0) posix_spawn_file_actions_addopen(&actions, i, "/dev/null", O_RDWR, 0);
        else posix_spawn_file_actions_adddup2(&actions, fds[i], i);
    }
    pid_t pid;
    int error = posix_spawn(&pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (error != 0) { errno = error; return -1; }
    return pid;
}

long rps_pty_local_modes(int master) {
    struct termios modes;
    if (tcgetattr(master, &modes) != 0) return -1;
    return (long)modes.c_lflag;
}

int rps_cloexec_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }
