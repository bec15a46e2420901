#!/usr/bin/env python3
"""Measures rps side by side with the C floor and prints one table; exits 1 if a goal is missed.

Benchmarks/run builds the binaries and calls this; see there. Every timing of rps is taken in
the same run as the floor's, alternating one run of each, and reported as a median."""

import argparse
import datetime
import os
import statistics
import subprocess
import sys
import tempfile
import time
import wave

from ptysession import PtySession

MB = 1_000_000  # bytes; peak RSS is reported in SI megabytes


def environment():
    """A plain, fixed environment: English messages unless --lang says otherwise."""
    return {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8"}


# ---- startup ----

def startup_to_prompt(argv):
    """Milliseconds from creating the process to the first byte of the prompt `> `."""
    session = PtySession(argv, environment())
    offset = session.wait_for(b"> ")
    elapsed = session.arrival(offset) - session.started
    session.send(b"quit\r")
    status = session.finish()
    if status != 0:
        raise RuntimeError(f"{argv[0]} exited with {status} after quit on a terminal")
    return elapsed * 1000


def startup_piped(argv, quit_file):
    """Milliseconds from creating the process, with `quit` piped in, to its exit."""
    stdin = os.open(quit_file, os.O_RDONLY)
    null = os.open(os.devnull, os.O_WRONLY)
    started = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, environment(),
                         file_actions=[(os.POSIX_SPAWN_DUP2, stdin, 0),
                                       (os.POSIX_SPAWN_DUP2, null, 1),
                                       (os.POSIX_SPAWN_DUP2, null, 2)])
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter() - started
    os.close(stdin)
    os.close(null)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{argv[0]} exited with {os.waitstatus_to_exitcode(status)} after a piped quit")
    return elapsed * 1000


def side_by_side(measure, first, second, runs, warmup):
    """Medians of `measure(first)` and `measure(second)`, run alternately, after a warm-up."""
    for _ in range(warmup):
        measure(first)
        measure(second)
    a, b = [], []
    for run in range(runs):
        # Alternate which goes first, so neither always follows the other.
        if run % 2 == 0:
            a.append(measure(first))
            b.append(measure(second))
        else:
            b.append(measure(second))
            a.append(measure(first))
    return statistics.median(a), statistics.median(b)


# ---- memory ----

def peak_rss(argv, stdin_path, runs=5):
    """Median peak resident set size in bytes, from GNU time. (A child's ru_maxrss as seen from
    Python would include this Python process's own memory, inherited at fork.)"""
    sizes = []
    with tempfile.NamedTemporaryFile("r") as report:
        for _ in range(runs):
            with open(stdin_path, "rb") as stdin:
                subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name] + argv,
                               stdin=stdin, stdout=subprocess.DEVNULL, env=environment(), check=True)
            report.seek(0)
            sizes.append(int(report.read().split()[-1]) * 1024)
    return statistics.median(sizes)


# ---- responsiveness ----

RESULTS = (b"You win,", b"You lose,", b"Draw,")


def type_line(session, text, since):
    """Types `text` after the prompt that ends at offset `since`, waits for its echo, then
    presses Enter. Returns (clock of Enter, offset of the output that follows)."""
    session.send(text)
    session.wait_for(text, start=since)
    after = len(session.output)
    return session.send(b"\r"), after


def first_prompt(session):
    """Waits for the first prompt; returns the offset just past it."""
    return session.wait_for(b"> ") + 2


def next_prompt(session, after):
    """Waits for the prompt after a command's answer; returns (its offset, offset past it)."""
    found = session.wait_for(b"\r\n> ", start=after)
    return found, found + 4


def rps_responses(rps, rounds):
    """Per round: ms from Enter to the acknowledgement (the first line after Enter, in normal
    verbosity a quiet "...") and to the result line, with the default pause."""
    session = PtySession([rps, "--lang", "en", "--seed", "1"], environment())
    since = first_prompt(session)
    for _ in range(rounds):
        enter, after = type_line(session, b"rock", since)
        end, since = next_prompt(session, after)
        answer = bytes(session.output[after:end])
        # Skip the new line readline echoes for Enter.
        ack = after + len(answer) - len(answer.lstrip(b"\r\n"))
        found = [offset for offset in (session.output.find(r, after, end) for r in RESULTS) if offset >= 0]
        if not found:
            raise RuntimeError(f"no result line ({', '.join(r.decode() for r in RESULTS)}) in {answer!r}")
        result = min(found)
        yield (session.arrival(ack) - enter) * 1000, (session.arrival(result) - enter) * 1000
    session.send(b"quit\r")
    session.finish()


def floor_response(floor):
    """ms from Enter to the first byte the floor writes back (readline's new line)."""
    session = PtySession([floor], environment())
    enter, after = type_line(session, b"rock", first_prompt(session))
    session.wait_for(b"\n", start=after)
    elapsed = (session.arrival(after) - enter) * 1000
    session.finish()
    return elapsed


# ---- speech ----

MOVES = {"en": [b"rock", b"paper", b"scissors"], "ko": ["바위".encode(), "보".encode(), "가위".encode()]}


def round_texts(rps, language, verbosity, rounds):
    """What rps says for each round of a fixed seeded game: everything after Enter up to the
    next prompt."""
    argv = [rps, "--lang", language, "--seed", "7", "--delay", "0"]
    if verbosity:
        argv += ["--verbosity", verbosity]
    session = PtySession(argv, environment())
    since = first_prompt(session)
    texts = []
    for number in range(rounds):
        _, after = type_line(session, MOVES[language][number % 3], since)
        end, since = next_prompt(session, after)
        texts.append(bytes(session.output[after:end + 2]).replace(b"\r", b"").decode().strip("\n"))
    session.send(b"quit\r")
    session.finish()
    return texts


def speech_seconds(text, language, tool):
    """Seconds espeak-ng needs to say `text` at its default rate: the shared speechcost tool
    when present, else the same method (espeak-ng to a WAV file, its length)."""
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "round.txt")
        with open(path, "w") as file:
            file.write(text + "\n")
        if tool:
            return float(subprocess.run([tool, path, language], capture_output=True, text=True,
                                        check=True).stdout)
        wav = os.path.join(work, "round.wav")
        subprocess.run(["espeak-ng", "-v", language, "-s", "175", "-w", wav, "-f", path],
                       check=True, stderr=subprocess.DEVNULL)
        with wave.open(wav) as audio:
            return audio.getnframes() / audio.getframerate()


# ---- the table ----

class Table:
    def __init__(self):
        self.rows = []
        self.notes = []
        self.missed = []

    def add(self, figure, value, floor="", ratio="", goal="", met=None, note=""):
        result = note if met is None else ("pass" if met else "MISSED")
        if met is False:
            self.missed.append(figure)
        self.rows.append((figure, value, floor, ratio, goal, result))

    def print(self):
        header = ("figure", "rps", "C floor", "ratio", "goal", "result")
        widths = [max(len(row[i]) for row in self.rows + [header]) for i in range(len(header))]
        for row in [header] + self.rows:
            cells = [cell.rjust(width) if 1 <= i <= 3 else cell.ljust(width)
                     for i, (cell, width) in enumerate(zip(row, widths))]
            print("  ".join(cells).rstrip())


# ---- the measurements, each adding its rows ----

def measure_startup(table, rps, floor, quit_file):
    say("Measuring startup through a pseudo-terminal...")
    rps_ms, floor_ms = side_by_side(startup_to_prompt, [rps, "--lang", "en"], [floor], runs=150, warmup=10)
    table.add("startup to first prompt, pty", f"{rps_ms:.2f} ms", f"{floor_ms:.2f} ms",
              f"{rps_ms / floor_ms:.2f}", "ratio <= 1.5", rps_ms / floor_ms <= 1.5)
    say("Measuring startup with a piped quit...")
    rps_ms, floor_ms = side_by_side(lambda argv: startup_piped(argv, quit_file),
                                    [rps, "--lang", "en"], [floor], runs=300, warmup=20)
    table.add("startup to exit, piped quit", f"{rps_ms:.2f} ms", f"{floor_ms:.2f} ms",
              f"{rps_ms / floor_ms:.2f}", "ratio <= 1.5", rps_ms / floor_ms <= 1.5)
    table.notes.append("Startup: medians of 150 runs (pty) and 300 runs (piped), rps and floor alternating.")


def measure_memory(table, rps, floor, game_file, quit_file):
    say("Measuring peak memory...")
    rps_rss = peak_rss([rps, "--lang", "en", "--delay", "0", "--seed", "1"], game_file)
    floor_rss = peak_rss([floor], quit_file)
    table.add("peak RSS, 2,000 rounds piped", f"{rps_rss / MB:.2f} MB", f"{floor_rss / MB:.2f} MB",
              f"{rps_rss / floor_rss:.2f}", "<= 6 MB", rps_rss <= 6 * MB)
    table.notes.append("Peak RSS: median of 5 runs, GNU time; the floor's for one line. MB: 1,000,000 bytes.")


def measure_responsiveness(table, rps, floor, rounds=15):
    say(f"Measuring responsiveness through a pseudo-terminal ({rounds} rounds)...")
    acks, results, floors = [], [], []
    for ack, result in rps_responses(rps, rounds):
        acks.append(ack)
        results.append(result)
        floors.append(floor_response(floor))
    ack, result = statistics.median(acks), statistics.median(results)
    table.add("Enter to acknowledgement, pty", f"{ack:.2f} ms", f"{statistics.median(floors):.2f} ms", "",
              "< 10 ms", ack < 10)
    table.add("Enter to result, default pause", f"{result:.1f} ms", "", "",
              "700 ms +- 20", abs(result - 700) <= 20)
    table.notes.append(f"Responsiveness: medians of {rounds} rounds; the floor's is Enter to readline's new line.")
    table.notes.append(f"Worst round: acknowledgement {max(acks):.2f} ms (floor {max(floors):.2f} ms), "
                       f"result {max(results):.1f} ms.")


def measure_throughput(table, rps, core, long_game_file, rounds):
    say("Measuring the core and a long piped game...")
    rate = float(subprocess.run([core], capture_output=True, text=True, check=True).stdout)
    table.add("core: rounds judged per second", f"{rate / 1e6:.2f} M", note="no goal")
    started = time.perf_counter()
    with open(long_game_file, "rb") as stdin:
        subprocess.run([rps, "--lang", "en", "--delay", "0", "--seed", "1"], stdin=stdin,
                       stdout=subprocess.DEVNULL, env=environment(), check=True)
    rate = rounds / (time.perf_counter() - started)
    table.add("whole game: piped rounds per second", f"{rate / 1e3:.1f} k", note="no goal")
    table.notes.append(f"Core: Game.apply in a loop, median of 5 runs. Whole game: {rounds:,} rounds, --delay 0.")


SPEECH_GOALS = {("normal", "en"): 3.5, ("normal", "ko"): 4.5, ("brief", "en"): 2.5, ("brief", "ko"): 3.2}
LANGUAGE_NAMES = {"en": "English", "ko": "Korean"}


def measure_speech(table, rps, speechcost, rounds=12):
    say("Measuring the cost of speech with espeak-ng...")
    helptext = subprocess.run([rps, "--help"], capture_output=True, text=True, env=environment()).stdout
    if "--verbosity" in helptext:
        levels = ["normal", "brief"] + (["verbose"] if "verbose" in helptext else [])
    else:
        levels = [None]  # today's output is normal
    for level in levels:
        for language in ("en", "ko"):
            texts = round_texts(rps, language, level, rounds)
            seconds = statistics.mean(speech_seconds(text, language, speechcost) for text in texts)
            goal = SPEECH_GOALS.get((level or "normal", language))
            table.add(f"speech per round, {level or 'normal'}, {LANGUAGE_NAMES[language]}", f"{seconds:.2f} s",
                      goal=f"<= {goal} s" if goal else "", met=seconds <= goal if goal else None,
                      note="" if goal else "no goal")
    if levels == [None]:
        for language in ("en", "ko"):
            table.add(f"speech per round, brief, {LANGUAGE_NAMES[language]}", "-",
                      goal=f"<= {SPEECH_GOALS[('brief', language)]} s", note="skipped: no --verbosity yet")
    table.notes.append("Speech: espeak-ng at its default rate, all that is said from Enter to the next prompt,")
    table.notes.append(f"averaged over {rounds} rounds of a seeded game.")


def say(message):
    print(message, file=sys.stderr, flush=True)


def cpu_model():
    with open("/proc/cpuinfo") as info:
        for line in info:
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return "unknown"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rps", required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--core", required=True, help="the core-speed executable")
    parser.add_argument("--speechcost", default="", help="the shared speechcost tool, if any")
    parser.add_argument("--build", default="", help="how rps was built, for the heading")
    args = parser.parse_args()
    rps, floor = os.path.abspath(args.rps), os.path.abspath(args.floor)

    with tempfile.TemporaryDirectory(prefix="rps-bench-") as work:
        inputs = {
            "quit": "quit\n",
            "game": "rock\npaper\nscissors\n" * 666 + "rock\nrock\nquit\n",  # 2,000 rounds
            "long-game": "rock\npaper\nscissors\n" * 10_000 + "quit\n",  # 30,000 rounds
        }
        for name, text in inputs.items():
            with open(os.path.join(work, name), "w") as file:
                file.write(text)
        path = lambda name: os.path.join(work, name)

        table = Table()
        measure_startup(table, rps, floor, path("quit"))
        measure_memory(table, rps, floor, path("game"), path("quit"))
        measure_responsiveness(table, rps, floor)
        measure_throughput(table, rps, os.path.abspath(args.core), path("long-game"), rounds=30_000)
        measure_speech(table, rps, args.speechcost)

    print(f"rps benchmarks, {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    print(f"CPU: {cpu_model()}, {os.cpu_count()} cores")
    if args.build:
        print(f"Build: {args.build}")
    print("C floor: prints one line, reads one line with readline, exits (gcc -O2, dynamic).")
    print()
    table.print()
    print()
    for note in table.notes:
        print(note)
    if table.missed:
        print(f"Goals missed: {'; '.join(table.missed)}.")
        return 1
    print("All goals met.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
