"""A program run on a pseudo-terminal, as a player's terminal runs it, with the time each
chunk of its output arrived, so a benchmark can tell when a given byte first appeared."""

import os
import select
import time

# The same quiet terminal the end-to-end tests use: no escape codes, no ~/.inputrc.
TERMINAL_ENVIRONMENT = {"TERM": "dumb", "INPUTRC": "/dev/null"}


class PtySession:
    def __init__(self, argv, environment, companion=None):
        """Starts argv on a new pseudo-terminal, in a new session with the terminal as its
        controlling terminal (so Ctrl-C would work as for a player). `started` is the clock
        just before the process was created. `companion`, if any, is served while the session
        waits for output: its `files()` are watched too, and `serve(ready, clock)` is given those
        that are ready and the clock when they were found so (a server the program talks to)."""
        self.companion = companion
        self.master, slave = os.openpty()
        slave_path = os.ttyname(slave)
        env = dict(environment)
        env.update(TERMINAL_ENVIRONMENT)
        self.output = bytearray()
        # (offset just past the chunk, clock when it was read), in order.
        self.chunks = []
        self.started = time.perf_counter()
        self.pid = os.posix_spawn(
            argv[0],
            argv,
            env,
            file_actions=[
                (os.POSIX_SPAWN_CLOSE, 0),
                # glibc makes the new session before the file actions, so opening the
                # terminal here makes it the controlling terminal.
                (os.POSIX_SPAWN_OPEN, 0, slave_path, os.O_RDWR, 0),
                (os.POSIX_SPAWN_DUP2, 0, 1),
                (os.POSIX_SPAWN_DUP2, 0, 2),
                (os.POSIX_SPAWN_CLOSE, slave),
                (os.POSIX_SPAWN_CLOSE, self.master),
            ],
            setsid=True,
        )
        os.close(slave)
        self.ended = False
        self.status = None

    def _read_some(self, deadline):
        left = deadline - time.perf_counter()
        if left <= 0:
            raise TimeoutError(f"no expected output; got {bytes(self.output[-200:])!r}")
        others = self.companion.files() if self.companion else []
        ready, _, _ = select.select([self.master] + others, [], [], left)
        if self.companion and any(item != self.master for item in ready):
            self.companion.serve([item for item in ready if item != self.master], time.perf_counter())
        if self.master not in ready:
            return
        try:
            data = os.read(self.master, 65536)
        except OSError:  # EIO: the program has exited and closed the terminal
            data = b""
        now = time.perf_counter()
        if not data:
            self.ended = True
            return
        self.output += data
        self.chunks.append((len(self.output), now))

    def wait_for(self, pattern, start=0, timeout=10.0):
        """Reads until `pattern` appears at or after offset `start`; returns its offset."""
        deadline = time.perf_counter() + timeout
        while True:
            found = self.output.find(pattern, start)
            if found >= 0:
                return found
            if self.ended:
                raise EOFError(f"ended before {pattern!r}; got {bytes(self.output[-200:])!r}")
            self._read_some(deadline)

    def arrival(self, offset):
        """The clock when the byte at `offset` was read."""
        for end, clock in self.chunks:
            if offset < end:
                return clock
        raise ValueError(f"offset {offset} not read yet")

    def send(self, data):
        """Writes what a player types; returns the clock just before the write."""
        clock = time.perf_counter()
        os.write(self.master, data)
        return clock

    def finish(self, timeout=10.0):
        """Reads until the program closes the terminal, then reaps it; returns its exit status."""
        deadline = time.perf_counter() + timeout
        while not self.ended:
            self._read_some(deadline)
        _, status = os.waitpid(self.pid, 0)
        os.close(self.master)
        self.status = os.waitstatus_to_exitcode(status)
        return self.status
