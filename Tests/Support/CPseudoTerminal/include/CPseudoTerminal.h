#ifndef RPS_CPSEUDOTERMINAL_H
#define RPS_CPSEUDOTERMINAL_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` in a new session whose controlling terminal is a new
/// pseudo-terminal of `rows` x `cols`. Returns the child's pid and sets `*master` to the
/// terminal's other end, or returns -1 with errno set. For tests: Glibc's Swift module hides
/// posix_openpt, grantpt, unlockpt, ptsname and POSIX_SPAWN_SETSID.
pid_t rps_pty_spawn(const char *path, char *const argv[], char *const envp[], int rows, int cols, int *master);

/// Starts `path` with standard input, output and error joined to the given descriptors
/// (-1 for /dev/null). Returns the pid or -1.
pid_t rps_pipe_spawn(const char *path, char *const argv[], char *const envp[], int in, int out, int err);

/// The terminal's local modes flags (c_lflag) seen from the master side, or -1.
long rps_pty_local_modes(int master);

/// A pipe whose ends are not inherited by spawned programs (pipe2 with O_CLOEXEC).
int rps_cloexec_pipe(int fds[2]);

#endif
