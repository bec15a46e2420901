#ifndef RPS_CTERMINAL_H
#define RPS_CTERMINAL_H

#include <stddef.h>


/// Catches SIGINT, SIGTERM, SIGHUP and SIGQUIT without restarting system calls, so a blocked read
/// or pause returns and the game can end cleanly; ignores SIGPIPE so a closed pipe is an error.
/// Catches SIGTSTP (Ctrl-Z): the terminal as it was before the game for the shell, then the
/// stop; and SIGCONT: the game's own modes again, and the prompt shown anew by the next read.
void rps_signals_install(void);

/// The signal that arrived and has not been handled yet, or 0.
int rps_pending_signal(void);

/// Sleeps for `seconds`; returns early with the signal number if one arrives, else 0.
int rps_pause(double seconds);

/// Prepares GNU readline: name "rps" for ~/.inputrc, Tab completion of the game's words, bounded
/// in-memory history, bracketed paste off. Saves the terminal's modes so they can be restored.
void rps_readline_setup(void);

/// The words Tab completes from now on (copied): `list` holds them one after another, each ending
/// in a NUL byte, `length` bytes in all. The first `starters` are all an empty line lists; the
/// first `own` are the game language's; the rest are offered only when none of those fits what
/// is typed.
void rps_readline_words(const char *list, size_t length, size_t starters, size_t own);
/// The words `wanted` names (a number the caller makes of a language and a kind) are made by
/// `make`, which calls rps_readline_words, at the next Tab: none are made at start.
void rps_readline_words_wanted(int wanted, void (*make)(int));

/// The hush key, Ctrl-^ (Control and 6 on most keyboards): readline's `rps-hush`.
#define RPS_HUSH_KEY 0x1E

/// Reads one line with readline, after writing `lead` (what the game holds for the prompt's
/// write: a new line that ends its last answer) and the prompt in one write. Returns 1 and a
/// malloc'd line in `*line`, 0 at end of input
/// (Ctrl-D, a closed terminal), 2 when the hush key was pressed (the line being typed stays, and
/// the next call goes on with it without showing the prompt again), or minus the signal number
/// that interrupted it. With `escape_closes` (quick-keys mode's command line) it also returns 3
/// when Escape was pressed alone, the line dropped, and reads first what rps_read_key left.
/// Between lines echo is kept off, so keys typed ahead are shown once, after the next prompt.
/// After a stop (Ctrl-Z) and fg it shows the prompt and the line so far again.
int rps_readline(const char *prompt, int escape_closes, const char *lead, char **line);

/// Reads one key press (quick-keys mode) without showing it: after `lead` (what the game holds for
/// the prompt's write) and `prompt` when `show_prompt` (else the prompt shown last still waits),
/// with what readline held, in one write. Returns 1 and the key's bytes in `key` (`*length` of
/// them, at most `capacity`): one byte, an escape sequence, a character of several bytes with the
/// rest of the text an input method committed with it, or a bracketed paste (where a key ends:
/// rps_key_length);
/// 0 at end of input (the terminal's end-of-file key, Ctrl-D, or a closed terminal); 2 for the
/// hush key (readline's rps-hush binding); or minus the signal number that interrupted it.
/// After a stop (Ctrl-Z) and fg it shows the prompt again.
int rps_read_key(const char *prompt, int show_prompt, const char *lead, char *key, size_t capacity, size_t *length);

/// Where the first key press in `bytes` ends, `count` bytes that came at once: its length. A key
/// is one byte; an escape sequence (ESC [ ... and a final byte, ESC O ..., the Linux console's
/// ESC [ [ A); Escape with a key or a sequence after it (Alt); a bracketed paste, whole (ESC [ 2 0
/// 0 ~ to ESC [ 2 0 1 ~); or a run of bytes of 0x80 and over: the characters an input method
/// committed at once, invalid UTF-8 among them. Returns 0 when all of `bytes` are the start of a
/// key whose rest a terminal sends in the same write (rps_read_key waits 50 ms for it), unless
/// `ended` says nothing more comes: then they are one key as they are (Escape alone). Pure: the
/// rule rps_read_key reads keys by.
size_t rps_key_length(const unsigned char *bytes, size_t count, int ended);

/// What readline wrote that it has not written yet (the new line after an accepted line), for the
/// game to write with its answer in one piece; `*length` bytes, not NUL-terminated.
const char *rps_held_output(size_t *length);

/// Forgets the held output once the game has taken it.
void rps_forget_held_output(void);

/// Adds a line to readline's in-memory history.
void rps_readline_remember(const char *line);

/// Puts the terminal back as it was before the game.
void rps_terminal_restore(void);

/// The columns of the terminal standard output is, as it is now; 0 when it is none or does not say.
int rps_output_columns(void);

/// Starts the program at `path` with the argument vector `argv` (no shell), its standard streams
/// on /dev/null, without waiting for it. Returns its pid, or -1.
int rps_spawn_quiet(const char *path, char *const argv[]);

/// Stops a program started by rps_spawn_quiet if it is still running, and reaps it.
void rps_stop_child(int pid);

/// Reaps a finished child without waiting; returns 1 if `pid` has ended.
int rps_child_ended(int pid);

/// Waits up to `milliseconds` for a child to end; returns 1 if it has ended (and is reaped).
int rps_await_child(int pid, int milliseconds);

/// Starts a connection to the stream socket at the Unix path `path`, its descriptor
/// close-on-exec and non-blocking. Returns the descriptor, or -1 with errno (ENOENT or
/// ECONNREFUSED when no server listens, EAGAIN when its queue of connections is full).
int rps_unix_connect(const char *path);

/// Starts a TCP connection to `host` (a numeric IPv4 address) and `port`, like rps_unix_connect;
/// the connection may still be under way: once the descriptor is writable, rps_socket_error says
/// whether it was made.
int rps_inet_connect(const char *host, int port);

/// The error pending on a socket (0 when none): whether a connection under way was made.
int rps_socket_error(int fd);

/// Sends bytes on a socket without SIGPIPE when the other end has gone: like write(2).
long rps_socket_send(int fd, const void *bytes, size_t count);

#endif
