// A stand-in for a sound player (pw-play, paplay, aplay, afplay) in the sound tests: it records
// when it started, its arguments and its parent's name, copies the file it was given, then
// plays for a while (sleeps) and records that it finished. The game's tests put it on PATH under
// a player's name. Environment: RPS_STAND_IN_LOG (the record, appended), RPS_STAND_IN_COPIES
// (a folder for the copies), RPS_STAND_IN_SECONDS (how long to play, 0.3 by default).
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static void append(const char *log, const char *line) {
    int fd = open(log, O_WRONLY | O_APPEND | O_CREAT, 0644);
    if (fd < 0) return;
    ssize_t written = write(fd, line, strlen(line));
    (void)written;
    close(fd);
}

int main(int argc, char **argv) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    const char *log = getenv("RPS_STAND_IN_LOG");
    if (!log) return 2;
    char parent[64] = "?";
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/comm", (int)getppid());
    FILE *comm = fopen(path, "r");
    if (comm) {
        if (fgets(parent, sizeof parent, comm)) parent[strcspn(parent, "\n")] = 0;
        fclose(comm);
    }
    char line[4096];
    int length = snprintf(line, sizeof line, "start %lld.%09ld parent=%s", (long long)now.tv_sec, now.tv_nsec, parent);
    for (int i = 0; i < argc && length < (int)sizeof line - 2; i++) {
        length += snprintf(line + length, sizeof line - length, " %s", argv[i]);
    }
    snprintf(line + length, sizeof line - length, "\n");
    append(log, line);

    const char *copies = getenv("RPS_STAND_IN_COPIES");
    const char *file = argc > 1 ? argv[argc - 1] : NULL;
    if (copies && file) {
        const char *name = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
        char target[4096];
        snprintf(target, sizeof target, "%s/%s", copies, name);
        int in = open(file, O_RDONLY), out = open(target, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        char buffer[65536];
        ssize_t n;
        while (in >= 0 && out >= 0 && (n = read(in, buffer, sizeof buffer)) > 0) {
            if (write(out, buffer, (size_t)n) != n) break;
        }
        if (in >= 0) close(in);
        if (out >= 0) close(out);
    }

    const char *seconds = getenv("RPS_STAND_IN_SECONDS");
    double playing = seconds ? atof(seconds) : 0.3;
    struct timespec pause = {(time_t)playing, (long)((playing - (double)(time_t)playing) * 1e9)};
    nanosleep(&pause, NULL);
    snprintf(line, sizeof line, "end %s\n", file ? file : "");
    append(log, line);
    return 0;
}
