#define _GNU_SOURCE  // fopencookie
#include "CTerminal.h"
#include "keys.h"

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <spawn.h>
#include <sys/wait.h>

#include <readline/history.h>
#include <readline/readline.h>

// ---- locale and signals ----

// Done where the C library's idea of characters is first needed, never at start: readline (on
// a terminal) and the programs the game starts (speech, sound) read it; a piped game, which
// needs neither, does not load the locale's tables (about 0.2 MB of memory).
static void locale_setup(void) {
    static int done = 0;
    if (done) return;
    done = 1;
    setlocale(LC_CTYPE, "");
    if (strcmp(nl_langinfo(CODESET), "UTF-8") == 0) return;
    // readline sets LC_CTYPE again from LC_ALL, LC_CTYPE or LANG when it starts, so the
    // fallback must be in the environment too, not only in this process's locale.
    const char *all = getenv("LC_ALL");
    if (all && *all) setenv("LC_ALL", "C.UTF-8", 1);
    setenv("LC_CTYPE", "C.UTF-8", 1);
    setlocale(LC_CTYPE, "C.UTF-8");
}

static volatile sig_atomic_t pending_signal = 0;

static void on_signal(int signo) {
    if (pending_signal == 0) pending_signal = signo;
}

static void on_stop(int signo);
static void on_continue(int signo);

/// Catches `signo` with `handler`, without restarting system calls: a blocked read or wait
/// returns EINTR.
static void catch_signal(int signo, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(signo, &action, NULL);
}

void rps_signals_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a blocked read returns EINTR
    int caught[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    for (size_t i = 0; i < sizeof caught / sizeof caught[0]; i++) sigaction(caught[i], &action, NULL);
    // A closed pipe, and a transcript past the file-size limit (ulimit -f), are failed writes the
    // game answers in words, not signals that end it.
    signal(SIGPIPE, SIG_IGN);
    signal(SIGXFSZ, SIG_IGN);
    // Suspended (Ctrl-Z) and continued (fg): the terminal as it was before the game meanwhile,
    // the game's modes again after.
    catch_signal(SIGTSTP, on_stop);
    catch_signal(SIGCONT, on_continue);
}

int rps_pending_signal(void) { return pending_signal; }

int rps_pause(double seconds) {
    if (!(seconds > 0)) return pending_signal;
    struct timespec left;
    left.tv_sec = (time_t)seconds;
    left.tv_nsec = (long)((seconds - (double)left.tv_sec) * 1e9);
    while (pending_signal == 0 && nanosleep(&left, &left) != 0 && errno == EINTR) {
    }
    return pending_signal;
}

// ---- terminal modes ----

static struct termios saved_modes;
static int have_saved_modes = 0;

/// The terminal's modes as the game last set them (its quiet modes, or readline's while a line is
/// typed), which it takes again when continued after a stop; none once the game has given the
/// terminal back.
static struct termios game_modes;
static volatile sig_atomic_t have_game_modes = 0;
/// Set when the game goes on after a stop: what it showed before may have scrolled away under the
/// shell's words, so the prompt, and a line being typed, are shown again.
static volatile sig_atomic_t resumed = 0;

/// Keeps `modes` as the game's, out of reach of the stop and continue handlers meanwhile.
static void keep_game_modes(const struct termios *modes) {
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGTSTP);
    sigaddset(&block, SIGCONT);
    sigprocmask(SIG_BLOCK, &block, &old);
    if (modes) game_modes = *modes;
    have_game_modes = modes != NULL;
    sigprocmask(SIG_SETMASK, &old, NULL);
}

/// The terminal's modes now, kept as the game's.
static void keep_current_modes(void) {
    struct termios modes;
    if (tcgetattr(STDIN_FILENO, &modes) == 0) keep_game_modes(&modes);
}

/// Ctrl-Z: the terminal as it was before the game, for the shell, then the stop the signal asks
/// for; once continued, the game's modes again. Only async-signal-safe calls.
static void on_stop(int signo) {
    int saved_errno = errno;
    if (have_saved_modes) tcsetattr(STDIN_FILENO, TCSADRAIN, &saved_modes);
    signal(signo, SIG_DFL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signo);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signo);  // stops here, unless no shell could continue it (an orphaned process group)
    catch_signal(signo, on_stop);
    if (have_game_modes) tcsetattr(STDIN_FILENO, TCSADRAIN, &game_modes);
    resumed = 1;
    errno = saved_errno;
}

/// Continued, after Ctrl-Z or any stop (a shell takes the terminal back at every stop): the game's
/// modes again.
static void on_continue(int signo) {
    (void)signo;
    int saved_errno = errno;
    if (have_game_modes) tcsetattr(STDIN_FILENO, TCSADRAIN, &game_modes);
    resumed = 1;
    errno = saved_errno;
}

static void restore_modes(void) {
    keep_game_modes(NULL);
    if (have_saved_modes) tcsetattr(STDIN_FILENO, TCSADRAIN, &saved_modes);
}

/// Echo and line editing off, signals on, from the first prompt to the end: keys typed while the
/// game talks wait unchanged (Ctrl-D included) and unseen, and readline shows them once, after
/// the next prompt. No key ever meets canonical mode, which would swallow a Ctrl-D, nor a moment
/// of echo, which would print a pasted line out of place.
static void quiet_modes(void) {
    if (!have_saved_modes) return;
    struct termios modes = saved_modes;
    modes.c_lflag &= ~(tcflag_t)(ECHO | ECHONL | ICANON);
    modes.c_cc[VMIN] = 1;
    modes.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSANOW, &modes);
    keep_game_modes(&modes);
}

/// Readline's own terminal setup over the quiet modes. Readline only shows what is typed when
/// the terminal it takes over was echoing, which the quiet modes are not, so it is told whether
/// the terminal echoed before the game: one that did not shows what is typed itself (Emacs's
/// shell, where Emacs keeps the line until Enter), and readline's echo would be a second copy.
static void prep_quietly(int meta) {
    rl_prep_terminal(meta);
    rl_tty_set_echoing(!have_saved_modes || (saved_modes.c_lflag & ECHO) != 0);
    keep_current_modes();
}

/// A key sequence that does nothing.
static int ignore_keys(int count, int key) {
    (void)count;
    (void)key;
    return 0;
}

/// Set by the hush key (Ctrl-^, readline's `rps-hush`): rps_readline hands it to the game at once,
/// the line being typed kept as it is.
static int hush_pressed = 0;

static int hush_key(int count, int key) {
    (void)count;
    (void)key;
    hush_pressed = 1;
    return 0;
}

// ---- readline's output ----

// Readline writes into `held`, which goes to the terminal once readline has handled a key: the
// echo, a redrawn line or a list of completions arrives whole, never in parts that a screen
// reader could catch half-drawn (Fenrir says "blank" for a fresh empty line). The new line that
// ends an accepted line waits for the game's answer, and goes out with it in one write.
static char *held = NULL;
static size_t held_length = 0, held_capacity = 0;

static void hold(const char *bytes, size_t count) {
    if (held_length + count > held_capacity) {
        size_t capacity = (held_length + count) * 2;
        char *grown = realloc(held, capacity);
        if (!grown) return;  // out of memory: the echo is lost, the game goes on
        held = grown;
        held_capacity = capacity;
    }
    memcpy(held + held_length, bytes, count);
    held_length += count;
}

#ifdef __APPLE__
static int hold_written(void *cookie, const char *bytes, int count) {
    (void)cookie;
    hold(bytes, (size_t)count);
    return count;
}
#else
static ssize_t hold_written(void *cookie, const char *bytes, size_t count) {
    (void)cookie;
    hold(bytes, count);
    return (ssize_t)count;
}
#endif

static FILE *holding_stream(void) {
#ifdef __APPLE__
    FILE *stream = funopen(NULL, NULL, hold_written, NULL, NULL);
#else
    cookie_io_functions_t functions = {.read = NULL, .write = hold_written, .seek = NULL, .close = NULL};
    FILE *stream = fopencookie(NULL, "w", functions);
#endif
    if (stream) setvbuf(stream, NULL, _IONBF, 0);
    return stream;
}

const char *rps_held_output(size_t *length) {
    *length = held_length;
    return held;
}

void rps_forget_held_output(void) { held_length = 0; }

/// Writes what readline wrote and the game has not sent with an answer.
static void release_held(void) {
    size_t sent = 0;
    while (sent < held_length) {
        ssize_t count = write(STDOUT_FILENO, held + sent, held_length - sent);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        sent += (size_t)count;
    }
    held_length = 0;
}

// ---- readline ----

static char **completion_words = NULL;
static size_t completion_count = 0;
/// The words' text, one block: completion_words point into it.
static char *completion_text = NULL;
/// How many of completion_words an empty line lists, and how many are the game language's; the
/// rest are other languages'.
static size_t completion_starters = 0, completion_own = 0;
/// What makes the words for a language and a kind, at the first Tab after either is chosen: nothing
/// about them is made at start (`rps_readline_words_wanted`).
static void (*completion_maker)(int) = NULL;
static int completion_wanted = -1;

static int completes(const char *word, const char *text, size_t length) { return strncasecmp(word, text, length) == 0; }

/// The game language's words that fit `text`; only when there are none, the other languages'
/// (a Hangul syllable typed in an English game). An empty line lists the starters only: a list
/// taller than the screen scrolls past a screen reader.
static char *complete_word(const char *text, int state) {
    static size_t next, end;
    static size_t length;
    if (state == 0) {
        length = strlen(text);
        int own_fits = 0;
        for (size_t i = 0; i < completion_own && !own_fits; i++) own_fits = completes(completion_words[i], text, length);
        next = length == 0 || own_fits ? 0 : completion_own;
        end = length == 0 ? completion_starters : own_fits ? completion_own : completion_count;
    }
    while (next < end) {
        const char *word = completion_words[next++];
        if (completes(word, text, length)) return strdup(word);
    }
    return NULL;
}

static char **complete_line(const char *text, int start, int end) {
    (void)start;
    (void)end;
    if (completion_maker && completion_wanted >= 0) {
        int wanted = completion_wanted;
        completion_wanted = -1;
        completion_maker(wanted);
    }
    rl_attempted_completion_over = 1;  // never fall back to file names
    rl_completion_append_character = '\0';  // no space after a word: a reader says "blank" for it
    return rl_completion_matches(text, complete_word);
}

void rps_readline_words(const char *list, size_t length, size_t starters, size_t own) {
    free(completion_words);
    free(completion_text);
    completion_words = NULL;
    completion_count = 0;
    completion_text = malloc(length + 1);
    if (!completion_text) return;
    memcpy(completion_text, list, length);
    completion_text[length] = '\0';
    size_t count = 0;
    for (size_t i = 0; i < length; i++) count += completion_text[i] == '\0';
    completion_words = calloc(count ? count : 1, sizeof *completion_words);
    if (!completion_words) return;
    for (size_t at = 0; completion_count < count; at += strlen(completion_text + at) + 1) {
        completion_words[completion_count++] = completion_text + at;
    }
    completion_own = own < completion_count ? own : completion_count;
    completion_starters = starters < completion_own ? starters : completion_own;
}

void rps_readline_words_wanted(int wanted, void (*make)(int)) {
    completion_wanted = wanted;
    completion_maker = make;
}

void rps_readline_setup(void) {
    locale_setup();
    have_saved_modes = tcgetattr(STDIN_FILENO, &saved_modes) == 0;
    rl_readline_name = strdup("rps");
    FILE *holding = holding_stream();
    if (holding) rl_outstream = holding;
    rl_catch_signals = 0;  // our handlers end the game and restore the terminal
    rl_attempted_completion_function = complete_line;
    rl_completer_word_break_characters = strdup("");  // a command is the whole line
    // Before ~/.inputrc, which may change them: list the choices at the first Tab, one a line
    // (columns are read across as word salad), all at once, without a pager or a question.
    rl_variable_bind("show-all-if-ambiguous", "on");
    rl_variable_bind("completion-display-width", "0");
    rl_variable_bind("page-completions", "off");
    rl_variable_bind("completion-query-items", "1000");
    // The hush key, before ~/.inputrc, which may bind rps-hush to another key: Ctrl-^ (Control
    // and 6), which readline leaves free in emacs mode and which no screen reader takes.
    rl_add_defun("rps-hush", hush_key, -1);
    rl_bind_key_in_map(RPS_HUSH_KEY, hush_key, emacs_standard_keymap);
    rl_bind_key_in_map(RPS_HUSH_KEY, hush_key, vi_insertion_keymap);
    rl_bind_key_in_map(RPS_HUSH_KEY, hush_key, vi_movement_keymap);
    rl_initialize();
    rl_variable_bind("enable-bracketed-paste", "off");  // its escape codes are read aloud
    rl_variable_bind("revert-all-at-newline", "on");     // no edited history line keeps an undo list
    rl_bind_keyseq("\033[200~", ignore_keys);           // a pasted paste-start must not swallow what follows
    rl_prep_term_function = prep_quietly;
    stifle_history(200);
    quiet_modes();
}

// ---- keys (quick-keys mode) ----

/// A byte read after a key's own (after an input method's text), the first of the next key.
static int pushed_back = -1;

enum { NO_BYTE = -1, END_OF_INPUT = -2, INTERRUPTED = -3, RESUMED = -4 };

/// The next byte of input, waiting up to `milliseconds` (-1: as long as it takes): the byte, or
/// NO_BYTE when none came in time, END_OF_INPUT at the end (a closed terminal); with `signals`,
/// INTERRUPTED once a signal is pending, and RESUMED once the game goes on after a stop.
static int next_byte(int milliseconds, int signals) {
    if (pushed_back >= 0) {
        int byte = pushed_back;
        pushed_back = -1;
        return byte;
    }
    for (;;) {
        if (signals && pending_signal) return INTERRUPTED;
        if (signals && resumed) {
            resumed = 0;
            return RESUMED;
        }
        struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN};
        int ready = poll(&input, 1, milliseconds);
        if (ready < 0) {
            if (errno == EINTR) continue;
            return END_OF_INPUT;
        }
        if (ready == 0) return NO_BYTE;
        if (input.revents & POLLNVAL) return END_OF_INPUT;
        unsigned char byte;
        ssize_t count = read(STDIN_FILENO, &byte, 1);
        if (count == 1) return byte;
        if (count < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        return END_OF_INPUT;
    }
}

/// The next byte of a key after its first, waiting up to `milliseconds`.
static int terminal_byte(void *context, int milliseconds) {
    (void)context;
    return next_byte(milliseconds, 0);
}

/// The end-of-file key as the terminal sets it (Ctrl-D), which readline takes as the end too.
static unsigned char eof_key(void) { return have_saved_modes && saved_modes.c_cc[VEOF] ? saved_modes.c_cc[VEOF] : 4; }

/// Whether readline binds these bytes to rps-hush, as ~/.inputrc may have moved it.
static int is_hush_key(const char *key, size_t count) {
    char sequence[16];
    if (count == 0 || count >= sizeof sequence || memchr(key, 0, count)) return 0;
    memcpy(sequence, key, count);
    sequence[count] = '\0';
    return rl_function_of_keyseq(sequence, rl_get_keymap(), NULL) == hush_key;
}

int rps_read_key(const char *prompt, int show_prompt, const char *lead, char *key, size_t capacity, size_t *length) {
    *length = 0;
    hold(lead, strlen(lead));
    if (show_prompt) {
        resumed = 0;  // a stop during the answer: the prompt comes after it anyway
        hold(prompt, strlen(prompt));
    }
    release_held();
    int first;
    while ((first = next_byte(-1, 1)) == RESUMED) {
        hold(prompt, strlen(prompt));  // after fg, on the line the shell left
        release_held();
    }
    if (first == INTERRUPTED) return -pending_signal;
    if (first < 0) return 0;
    // An escape sequence, a character of several bytes with the rest of what an input method
    // committed with it, a paste: one key, one answer (see keys.c).
    size_t count = rps_key_read(first, terminal_byte, NULL, key, capacity, &pushed_back);
    if (count > capacity) count = capacity;
    *length = count;
    if (count == 1 && (unsigned char)key[0] == eof_key()) return 0;
    if (is_hush_key(key, count)) return 2;
    return 1;
}

/// Set by key_getc when Escape came alone on quick-keys mode's command line: the line closes.
static int escape_pressed = 0;

/// Readline's input on quick-keys mode's command line: what the key reader pushed back first,
/// and Escape alone noticed.
static int key_getc(FILE *stream) {
    (void)stream;
    int byte = next_byte(-1, 0);
    if (byte < 0) return EOF;
    if (byte == 0x1B) {
        struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN};
        if (poll(&input, 1, RPS_KEY_BYTES_WAIT_MS) == 0) escape_pressed = 1;
    }
    return byte;
}

static char *accepted_line = NULL;
static int line_finished = 0;
/// A line is being typed: the hush key handed it back to the game, which asks for it again.
static int line_open = 0;

static void on_line(char *line) {
    accepted_line = line;
    line_finished = 1;
    rl_callback_handler_remove();
}

/// Drops the line being typed, as a signal or Escape leaves it.
static void abandon_line(void) {
    rl_free_line_state();
    rl_callback_sigcleanup();
    rl_callback_handler_remove();
    release_held();
    line_open = 0;
}

int rps_readline(const char *prompt, int escape_closes, const char *lead, char **line) {
    *line = NULL;
    hold(lead, strlen(lead));
    if (!line_open) {
        accepted_line = NULL;
        line_finished = 0;
        hush_pressed = 0;
        escape_pressed = 0;
        resumed = 0;
        // Quick-keys mode's command line reads what the key reader left first, and the window's
        // size again: it may have changed while keys were read.
        rl_getc_function = escape_closes ? key_getc : rl_getc;
        if (escape_closes) rl_reset_screen_size();
        rl_callback_handler_install(prompt, on_line);
        line_open = 1;
    }
    release_held();
    while (!line_finished) {
        if (pending_signal) {
            abandon_line();
            return -pending_signal;
        }
        if (resumed) {
            // After fg: the prompt and the line so far again, on the line the shell left.
            resumed = 0;
            rl_on_new_line();
            rl_redisplay();
            release_held();
        }
        if (pushed_back < 0) {
            struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN};
            int ready = poll(&input, 1, -1);
            if (ready < 0 && errno == EINTR) continue;
            if (ready < 0 || (input.revents & POLLNVAL)) {
                rl_callback_handler_remove();
                release_held();
                line_open = 0;
                return 0;
            }
        }
        rl_callback_read_char();
        if (escape_pressed && !line_finished) {
            abandon_line();
            quiet_modes();
            return 3;
        }
        if (!line_finished) release_held();
        if (hush_pressed && !line_finished) {
            hush_pressed = 0;
            return 2;  // the prompt and what is typed stay; the next call goes on with them
        }
    }
    line_open = 0;
    quiet_modes();
    if (accepted_line == NULL) {
        release_held();
        return 0;
    }
    *line = accepted_line;
    return 1;
}

void rps_readline_remember(const char *line) { add_history(line); }

void rps_terminal_restore(void) {
    release_held();
    restore_modes();
}

// ---- speech programs ----

extern char **environ;

int rps_spawn_quiet(const char *path, char *const argv[]) {
    locale_setup();
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    for (int fd = 0; fd < 3; fd++) posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_RDWR, 0);
    // Default signal handling and its own process group: Ctrl-C is the game's to handle.
    sigset_t defaults, none;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    sigaddset(&defaults, SIGHUP);
    sigaddset(&defaults, SIGQUIT);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGXFSZ);  // the game ignores it; a program it starts has its own
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);
    pid_t pid;
    int error = posix_spawn(&pid, path, &actions, &attributes, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return error == 0 ? (int)pid : -1;
}

void rps_stop_child(int pid) {
    if (pid <= 0 || waitpid(pid, NULL, WNOHANG) != 0) return;
    kill(pid, SIGTERM);
    // A program that ignores SIGTERM must not hold up the game: 50 ms, then SIGKILL.
    for (int i = 0; i < 50; i++) {
        if (waitpid(pid, NULL, WNOHANG) != 0) return;
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
}

int rps_await_child(int pid, int milliseconds) {
    for (int i = 0; i < milliseconds; i++) {
        if (rps_child_ended(pid)) return 1;
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    return rps_child_ended(pid);
}

int rps_child_ended(int pid) {
    if (pid <= 0) return 1;
    return waitpid(pid, NULL, WNOHANG) != 0;
}
