#!/usr/bin/env python3
"""Measures rps side by side with the C floor and prints one table; exits 1 if a goal is missed.

Benchmarks/run builds the binaries and calls this; see there. Every timing of rps is taken in
the same run as the floor's, alternating one run of each, and reported as a median. The
figures that depend on the machine's load are measured in several runs (five by default): a
figure and its goal are the median of the runs' medians, and the table gives the lowest and the
highest, so that noise alone neither meets nor misses a goal."""

import argparse
import concurrent.futures
import datetime
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import wave

from ptysession import PtySession

MB = 1_000_000  # bytes; peak RSS is reported in SI megabytes
PROMPT = "\u203a ".encode()  # the game's prompt as the terminal gets it (the catalog's `prompt`)


# The folder whose rps/options the game reads at every start: set by main to one holding the file
# `save` writes, so that every figure is taken with a saved settings file present.
CONFIG_HOME = None


def environment():
    """A plain, fixed environment: English messages unless --lang says otherwise, and the
    settings file of CONFIG_HOME."""
    env = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8"}
    if CONFIG_HOME:
        env["XDG_CONFIG_HOME"] = CONFIG_HOME
    return env


def save_settings_file(rps, config_home):
    """Writes the settings file with the game's own save, with the defaults, as a player's would
    be; the figures are then taken with it read at every start."""
    global CONFIG_HOME
    CONFIG_HOME = config_home
    subprocess.run([rps, "--no-config"], input="save\nquit\n", text=True, env=environment(),
                   stdout=subprocess.DEVNULL, check=True)
    if not os.path.getsize(os.path.join(config_home, "rps", "options")):
        raise RuntimeError("save wrote no settings file")


# ---- startup ----

def startup_to_prompt(argv):
    """Milliseconds from creating the process to the first byte of the prompt."""
    session = PtySession(argv, environment())
    offset = session.wait_for(PROMPT)
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

def timed(argv, run):
    """(Peak resident set size in bytes, minor page faults) of argv, from GNU time, which
    `run(command)` runs. (A child's ru_maxrss as seen from Python would include this Python
    process's own memory, inherited at fork.)"""
    with tempfile.NamedTemporaryFile("r") as report:
        run(["/usr/bin/time", "-f", "%M %R", "-o", report.name] + argv)
        size, faults = report.read().split()[-2:]
    return int(size) * 1024, int(faults)


def piped(stdin_path):
    """Runs a command with stdin_path on its standard input and its output thrown away."""

    def run(command):
        with open(stdin_path, "rb") as stdin:
            subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, env=environment(), check=True)

    return run


def peak_rss(argv, stdin_path, runs=5):
    """Median peak resident set size in bytes, from GNU time."""
    return statistics.median(timed(argv, piped(stdin_path))[0] for _ in range(runs))


# ---- responsiveness ----

RESULTS = (b"Won,", b"Lost,", b"Draw,")


def type_line(session, text, since):
    """Types `text` after the prompt that ends at offset `since`, waits for its echo, then
    presses Enter. Returns (clock of Enter, offset of the output that follows)."""
    session.send(text)
    session.wait_for(text, start=since)
    after = len(session.output)
    return session.send(b"\r"), after


def first_prompt(session):
    """Waits for the first prompt; returns the offset just past it."""
    return session.wait_for(PROMPT) + len(PROMPT)


def next_prompt(session, after):
    """Waits for the prompt after a command's answer; returns (its offset, offset past it)."""
    found = session.wait_for(b"\r\n" + PROMPT, start=after)
    return found, found + 2 + len(PROMPT)


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


# Quick-keys mode (--keys): keys pressed in turn, the moves and the keys of the score, repeat and
# help, each after the prompt that ends the answer before.
QUICK_KEYS = (b"1", b"=", b"2", b"*", b"3", b"?")


def rps_key_responses(rps, presses):
    """Per key press in quick-keys mode, with the default pause: ms from the key to the first byte
    of its answer (the move's name, said at once, or the whole answer of a command's key)."""
    session = PtySession([rps, "--keys", "--lang", "en", "--seed", "1"], environment())
    since = first_prompt(session)
    for number in range(presses):
        after = len(session.output)
        pressed = session.send(QUICK_KEYS[number % len(QUICK_KEYS)])
        session.wait_for(b"\n", start=after)  # the key is never shown: its answer's new line comes first
        yield (session.arrival(after) - pressed) * 1000
        _, since = next_prompt(session, after)
    session.send(b"\x04")
    session.finish()


def floor_response(floor):
    """ms from Enter to the first byte the floor writes back (readline's new line)."""
    session = PtySession([floor], environment())
    enter, after = type_line(session, b"rock", first_prompt(session))
    session.wait_for(b"\n", start=after)
    elapsed = (session.arrival(after) - enter) * 1000
    session.finish()
    return elapsed


# ---- the game's own voice ----

class SpeechServer:
    """A private speech-dispatcher for the benchmark: a Unix socket of its own, answered in the
    benchmark's own loop as speech-dispatcher answers a client that speaks (the codes and words of
    Tests/Support/SpeechDispatcher/ssip-recorder), so no other process's timing is in the figure.
    `messages` gets, for each text, the clock when its request was whole: SPEAK, the text and the
    closing dot received, when a real server would queue it for speech."""

    REPLIES = {"CLIENT_NAME": "208 OK CLIENT NAME SET", "PRIORITY": "202 OK PRIORITY SET",
               "LANGUAGE": "201 OK LANGUAGE SET", "RATE": "203 OK RATE SET"}

    def __init__(self, folder):
        self.address = "unix_socket:" + os.path.join(folder, "speechd.sock")
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(os.path.join(folder, "speechd.sock"))
        self.listener.listen(4)
        self.clients = {}  # connection: [bytes not yet a line, the text being received or None]
        self.messages = []  # (clock, text)
        self.connections = 0

    def files(self):
        return [self.listener] + list(self.clients)

    def serve(self, ready, clock):
        for item in ready:
            if item is self.listener:
                connection, _ = self.listener.accept()
                self.clients[connection] = [b"", None]
                self.connections += 1
                continue
            data = item.recv(65536)
            state = self.clients[item]
            state[0] += data
            while b"\r\n" in state[0]:
                line, state[0] = state[0].split(b"\r\n", 1)
                reply = self.answer(state, line.decode("utf-8", "replace"), clock)
                if reply:
                    item.sendall(("\r\n".join(reply) + "\r\n").encode())
            if not data:
                del self.clients[item]
                item.close()

    def answer(self, state, line, clock):
        if state[1] is not None:
            if line != ".":
                state[1].append(line[1:] if line.startswith("..") else line)
                return []
            self.messages.append((clock, "\n".join(state[1])))
            state[1] = None
            return [f"225-{len(self.messages)}", "225 OK MESSAGE QUEUED"]
        words = line.upper().split()  # commands and their words are case-insensitive
        if words[:1] == ["SPEAK"]:
            state[1] = []
            return ["230 OK RECEIVING DATA"]
        if words[:1] == ["SET"] and len(words) >= 4 and words[2] in self.REPLIES:
            return [self.REPLIES[words[2]]]
        return {"CANCEL": ["213 OK CANCELED"], "QUIT": ["231 HAPPY HACKING"]}.get(words[0] if words else "",
                                                                                ["500 ERR INVALID COMMAND"])

    def close(self):
        for connection in self.clients:
            connection.close()
        self.listener.close()


def rps_speech_requests(rps, rounds, folder):
    """Per round: ms from Enter to the first text's request whole at the server (--delay 0, so the
    answer's one text), through one game that speaks to a private server."""
    server = SpeechServer(folder)
    session = PtySession([rps, "--lang", "en", "--seed", "1", "--delay", "0", "--speak"],
                         environment() | {"SPEECHD_ADDRESS": server.address}, companion=server)
    since = first_prompt(session)
    for _ in range(rounds):
        heard = len(server.messages)
        enter, after = type_line(session, b"rock", since)
        _, since = next_prompt(session, after)
        deadline = time.perf_counter() + 1
        while len(server.messages) == heard:
            session._read_some(deadline)
        yield (server.messages[heard][0] - enter) * 1000
    session.send(b"quit\r")
    session.finish()
    server.close()
    if server.connections != 1:
        raise RuntimeError(f"the game connected {server.connections} times to the speech server, not once")


# ---- speech ----

MOVES = {"en": [b"rock", b"paper", b"scissors"], "ko": ["바위".encode(), "보".encode(), "가위".encode()]}
# Rock paper scissors lizard Spock's five, in the same spirit.
FIVE_MOVES = {language: moves + [words.encode() for words in more]
              for (language, moves), more in zip(MOVES.items(), (["lizard", "spock"], ["도마뱀", "스팍"]))}
LANGUAGES = ("en", "ko")
LEVELS = ("normal", "brief", "verbose")
SEEDS = range(1, 9)
ROUNDS = 12  # a seed's game
LONG_SEED, LONG_ROUNDS = 1, 100  # for what only long games say: long streaks, milestones


def catalog_words(key):
    """Every language's name for a `Words` catalog entry: its first word (`topic.match`: match, 매치)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Localization", "Words.xcstrings")
    with open(path, encoding="utf-8") as file:
        entry = json.load(file)["strings"][key]["localizations"]
    return {language: entry[language]["stringUnit"]["value"].split(",")[0].strip() for language in LANGUAGES}


# The answers measured after a seed's game, each typed in the game's language: (name, entry
# of its command word, entry of a help topic's word or None). An answer's goals: its seconds in
# English and Korean (None: no goal), and the most lines it may have.
TOPICS = ("game", "review", "settings", "match", "mukjjippa", "minusOne", "lizardSpock", "sound", "language", "all")
ANSWERS = [("stats", "stats", None), ("settings", "settings", None), ("history", "history", None),
           ("help", "help", None)] + [(f"help {topic}", "help", f"topic.{topic}") for topic in TOPICS]
# In quick-keys mode the short help names the keys instead of the topics: two lines more at most.
QUICK_KEYS_HELP_LINES = 7
ANSWER_GOALS = {"help": ({"en": 12, "ko": 15}, 5), "stats": ({"en": 10, "ko": 12}, 18),
                "settings": ({"en": 10, "ko": 11}, 18), "history": (None, 18)}
TOPIC_GOAL = (None, 8)
# The short help in the modes: it says the mode being played first.
HELP_MODES = (("mukjjippa", ["--game", "mukjjippa"]), ("match of 3", ["--match", "3"]),
              ("mukjjippa, match of 5", ["--game", "mukjjippa", "--match", "5"]),
              ("minus one", ["--game", "minus-one"]), ("minus one, match of 3", ["--game", "minus-one", "--match", "3"]),
              ("lizard spock", ["--game", "lizard-spock"]),
              ("lizard spock, match of 3", ["--game", "lizard-spock", "--match", "3"]))


def typed(name, command, topic, language):
    """What a player types for an answer in `language`: `help match`, `도움말 매치`."""
    words = catalog_words(command)[language]
    return (words + (" " + catalog_words(topic)[language] if topic else "")).encode()


def said(data):
    """The text of what the terminal shows, as a screen reader reads it: without carriage
    returns or the new lines around it."""
    return bytes(data).replace(b"\r", b"").decode().strip("\n")


class Game:
    """One game of rps on a pseudo-terminal, played a line at a time."""

    def __init__(self, argv):
        self.argv = argv
        self.session = PtySession(argv, environment())
        self.since = first_prompt(self.session)
        self.welcome = said(self.session.output[:self.since - len(PROMPT)])  # all said before the first prompt
        self.ended = False

    def answer(self, line):
        """Types `line` and presses Enter; returns all that is said up to the next prompt, or up
        to the end if the game ends there."""
        _, after = type_line(self.session, line, self.since)
        try:
            end, self.since = next_prompt(self.session, after)
        except EOFError:
            self.finish()
            return said(self.session.output[after:])
        return said(self.session.output[after:end])

    def quit(self):
        """Types quit; returns all that is said up to the end."""
        _, after = type_line(self.session, b"quit", self.since)
        self.finish()
        return said(self.session.output[after:])

    def finish(self):
        status = self.session.finish()
        self.ended = True
        if status != 0:
            raise RuntimeError(f"{' '.join(self.argv)} exited with {status}")


def one_hand(language, number):
    """A round's line: the moves rock, paper, scissors in turn."""
    return [MOVES[language][number % 3]]


def one_of_five(language, number):
    """A round's line of rock paper scissors lizard Spock: its five moves in turn."""
    return [FIVE_MOVES[language][number % 5]]


def two_stages(language, number):
    """A round of minus one: two hands, every ordered pair in nine rounds, then the first or the
    second kept in turn, by its word (first, 첫째)."""
    moves = MOVES[language]
    kept = catalog_words("keep.first" if number % 2 == 0 else "keep.second")[language].encode()
    return [moves[number % 3] + b" " + moves[number // 3 % 3], kept]


def play(argv, language, rounds, then=(), round_lines=one_hand):
    """Plays `rounds` rounds, each the lines `round_lines` types (a move; in minus one, two
    hands then the one kept), then the commands `then`, then quit. Returns (the welcome, each
    round's answer, all its lines said, the answers to `then`, the goodbye).
    A game that ends by itself (a mode that might leave when its match is over) is started
    again for the rounds or commands left; ended after the last round, it has no goodbye."""
    game = Game(argv)
    welcome, texts = game.welcome, []
    for number in range(rounds):
        answers = []
        for line in round_lines(language, number):
            if game.ended:
                game = Game(argv)
            answers.append(game.answer(line))
        texts.append("\n".join(answers))
    if game.ended:
        if not then:
            return welcome, texts, [], ""
        game = Game(argv)
    answers = [game.answer(command) for command in then]
    return welcome, texts, answers, game.quit()


def quick_keys_said(rps, language):
    """In quick-keys mode (--keys): the welcome, all said before the first prompt, and the short
    help, the answer to ?, which names the keys."""
    session = PtySession([rps, "--keys", "--lang", language, "--seed", "1", "--delay", "0"], environment())
    since = first_prompt(session)
    welcome = said(session.output[:since - len(PROMPT)])
    after = len(session.output)
    session.send(b"?")
    end, _ = next_prompt(session, after)
    help_answer = said(session.output[after:end])
    session.send(b"\x04")
    if session.finish() != 0:
        raise RuntimeError(f"{rps} --keys exited with {session.status}")
    return welcome, help_answer


def game_argv(rps, language, seed, verbosity, extra=()):
    return [rps, "--lang", language, "--seed", str(seed), "--delay", "0", "--verbosity", verbosity, *extra]


def speech_seconds(text, language, tool):
    """Seconds espeak-ng needs to say `text` alone at its default rate: the shared speechcost
    tool when present, else the same method (espeak-ng to a WAV file, its length)."""
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "round.txt")
        with open(path, "w") as file:
            file.write(text + "\n")
        if tool:
            return float(subprocess.run([tool, path, language], capture_output=True, text=True,
                                        check=True).stdout)
        if not text.strip():
            return 0.0
        wav = os.path.join(work, "round.wav")
        subprocess.run(["espeak-ng", "-v", language, "-s", "175", "-w", wav, "-f", path],
                       check=True, stderr=subprocess.DEVNULL)
        with wave.open(wav) as audio:
            return audio.getnframes() / audio.getframerate()


def speech_costs(texts, tool, jobs):
    """{(language, text): seconds} for each distinct (language, text), each text synthesized
    alone; `jobs` syntheses at a time (each is its own espeak-ng process)."""
    distinct = sorted(set(texts))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        seconds = pool.map(lambda item: speech_seconds(item[1], item[0], tool), distinct)
        return dict(zip(distinct, seconds))


# ---- the table ----

class Table:
    def __init__(self):
        self.rows = []
        self.notes = []
        self.missed = []

    def add(self, figure, value, floor="", ratio="", goal="", met=None, note="", spread=""):
        result = note if met is None else ("pass" if met else "MISSED")
        if met is False:
            self.missed.append(figure)
        self.rows.append((figure, value, floor, ratio, spread, goal, result))

    def lines(self, with_goal_only=False):
        header = ("figure", "rps", "C floor", "ratio", "spread", "goal", "result")
        rows = [row for row in self.rows if row[5] or not with_goal_only]
        widths = [max(len(row[i]) for row in rows + [header]) for i in range(len(header))]
        return ["  ".join(cell.rjust(width) if 1 <= i <= 4 else cell.ljust(width)
                          for i, (cell, width) in enumerate(zip(row, widths))).rstrip()
                for row in [header] + rows]

    def print(self):
        for line in self.lines():
            print(line)


def write_last_table(readme, table, heading):
    """Puts the rows with a goal in `readme`'s section "The last table", in place of the last."""
    with open(readme, encoding="utf-8") as file:
        text = file.read()
    start = text.index("## The last table\n")
    end = text.find("\n## ", start + 1)
    end = len(text) if end < 0 else end + 1
    section = ["## The last table", "",
               "The last run written by `Benchmarks/run --write` (run it to measure again):"] + heading + [
        "The rows with a goal (`Benchmarks/run` also prints figures without one):", "", "```"] + table.lines(
        with_goal_only=True) + ["```", ""]
    with open(readme, "w", encoding="utf-8") as file:
        file.write(text[:start] + "\n".join(section) + "\n" + text[end:])


# ---- the measurements that depend on the machine's load ----

# Each returns one run's figures: {figure: (rps, floor or None)}; `rows` below makes the table's
# rows from every run's.

STARTUP_PTY, STARTUP_PIPED = "startup to first prompt, pty", "startup to exit, piped quit"
PEAK_RSS = "peak RSS, 2,000 rounds piped, every kind"
ACKNOWLEDGEMENT, RESULT = "Enter to acknowledgement, pty", "Enter to result, default pause"
SPEECH_REQUEST = "Enter to first speech request, pty"
KEY_ANSWER = "key press to answer, --keys, pty"
KEY_PRESSES = 30
# NFR-001: an answer within 0.1 s of a key.
KEY_ANSWER_GOAL = 100
SPEECH_ROUNDS = 40
CORE, WHOLE_GAME = "core: rounds judged per second", "whole game: piped rounds per second"
PTY_RUNS, PIPED_RUNS, RESPONSE_ROUNDS = 150, 300, 15
LONG_GAME_ROUNDS = 30_000
# The game's own voice asks for its text at most this long after Enter: no later than the screen
# must answer (< 10 ms), so the voice is never the slower of the two, and small beside the
# synthesizer's own start (espeak-ng takes tens of milliseconds to its first sound).
SPEECH_REQUEST_GOAL = 10
# Startup at most these times the floor's: the game is a static executable that loads nothing at
# run time, so it can start faster than a C program that loads readline (issue 41). Peak RSS at most this.
STARTUP_GOALS = {STARTUP_PTY: 1.0, STARTUP_PIPED: 0.8}
RSS_GOAL = 4.2 * MB


def measure_startup(rps, floor, quit_file):
    say("  startup through a pseudo-terminal...")
    pty = side_by_side(startup_to_prompt, [rps, "--lang", "en"], [floor], runs=PTY_RUNS, warmup=10)
    say("  startup with a piped quit...")
    piped = side_by_side(lambda argv: startup_piped(argv, quit_file),
                         [rps, "--lang", "en"], [floor], runs=PIPED_RUNS, warmup=20)
    return {STARTUP_PTY: pty, STARTUP_PIPED: piped}


def measure_memory(rps, floor, game_file, quit_file):
    say("  peak memory...")
    return {PEAK_RSS: (peak_rss([rps, "--lang", "en", "--delay", "0", "--seed", "1"], game_file),
                       peak_rss([floor], quit_file))}


def measure_responsiveness(rps, floor, worst):
    say(f"  responsiveness through a pseudo-terminal ({RESPONSE_ROUNDS} rounds)...")
    acks, results, floors = [], [], []
    for ack, result in rps_responses(rps, RESPONSE_ROUNDS):
        acks.append(ack)
        results.append(result)
        floors.append(floor_response(floor))
    for name, values in (("acknowledgement", acks), ("floor", floors), ("result", results)):
        worst[name] = max([worst.get(name, 0)] + values)
    return {ACKNOWLEDGEMENT: (statistics.median(acks), statistics.median(floors)),
            RESULT: (statistics.median(results), None)}


def measure_key_responsiveness(rps, worst):
    say(f"  a key press to its answer in quick-keys mode ({KEY_PRESSES} keys)...")
    answers = list(rps_key_responses(rps, KEY_PRESSES))
    worst["key"] = max([worst.get("key", 0)] + answers)
    return {KEY_ANSWER: (statistics.median(answers), None)}


def measure_speech_request(rps, folder, worst):
    say(f"  Enter to the voice's first request, through a private speech server ({SPEECH_ROUNDS} rounds)...")
    os.makedirs(folder, exist_ok=True)
    requests = list(rps_speech_requests(rps, SPEECH_ROUNDS, folder))
    worst["speech request"] = max([worst.get("speech request", 0)] + requests)
    return {SPEECH_REQUEST: (statistics.median(requests), None)}


def measure_throughput(rps, core, long_game_file, rounds):
    say("  the core and a long piped game...")
    core_rate = float(subprocess.run([core], capture_output=True, text=True, check=True).stdout)
    started = time.perf_counter()
    with open(long_game_file, "rb") as stdin:
        subprocess.run([rps, "--lang", "en", "--delay", "0", "--seed", "1"], stdin=stdin,
                       stdout=subprocess.DEVNULL, env=environment(), check=True)
    return {CORE: (core_rate, None), WHOLE_GAME: (rounds / (time.perf_counter() - started), None)}


def rows(table, runs):
    """The table's rows from every run's figures: each the median of the runs' medians, the
    spread the lowest and highest of them (of the ratio, where the goal is a ratio)."""

    def figure(name):
        values = [run[name][0] for run in runs]
        floors = [run[name][1] for run in runs if run[name][1] is not None]
        return values, floors, statistics.median(values), statistics.median(floors) if floors else None

    def spread(values, show):
        return f"{show(min(values))}-{show(max(values))}" if len(values) > 1 else ""

    ms = lambda value: f"{value:.2f} ms"
    for name, goal in STARTUP_GOALS.items():
        values, floors, value, floor = figure(name)
        ratios = [run[name][0] / run[name][1] for run in runs]
        ratio = statistics.median(ratios)
        table.add(name, ms(value), ms(floor), f"{ratio:.2f}", f"ratio <= {goal:g}", ratio <= goal,
                  spread=spread(ratios, lambda r: f"{r:.2f}"))
    values, floors, value, floor = figure(PEAK_RSS)
    table.add(PEAK_RSS, f"{value / MB:.2f} MB", f"{floor / MB:.2f} MB", f"{value / floor:.2f}",
              f"<= {RSS_GOAL / MB:g} MB", value <= RSS_GOAL, spread=spread(values, lambda v: f"{v / MB:.2f}"))
    values, floors, value, floor = figure(ACKNOWLEDGEMENT)
    table.add(ACKNOWLEDGEMENT, ms(value), ms(floor), "", "< 10 ms", value < 10,
              spread=spread(values, lambda v: f"{v:.2f}"))
    values, _, value, _ = figure(RESULT)
    table.add(RESULT, f"{value:.1f} ms", "", "", "700 ms +- 20", abs(value - 700) <= 20,
              spread=spread(values, lambda v: f"{v:.1f}"))
    values, _, value, _ = figure(KEY_ANSWER)
    table.add(KEY_ANSWER, ms(value), "", "", f"< {KEY_ANSWER_GOAL:g} ms", value < KEY_ANSWER_GOAL,
              spread=spread(values, lambda v: f"{v:.2f}"))
    values, _, value, _ = figure(SPEECH_REQUEST)
    table.add(SPEECH_REQUEST, ms(value), "", "", f"< {SPEECH_REQUEST_GOAL:g} ms", value < SPEECH_REQUEST_GOAL,
              spread=spread(values, lambda v: f"{v:.2f}"))
    values, _, value, _ = figure(CORE)
    table.add(CORE, f"{value / 1e6:.2f} M", note="no goal", spread=spread(values, lambda v: f"{v / 1e6:.2f}"))
    values, _, value, _ = figure(WHOLE_GAME)
    table.add(WHOLE_GAME, f"{value / 1e3:.1f} k", note="no goal", spread=spread(values, lambda v: f"{v / 1e3:.1f}"))


def measure_load_dependent(table, runs, rps, floor, core, path):
    """Startup, memory, responsiveness and throughput, `runs` times over."""
    figures, worst = [], {}
    for run in range(runs):
        say(f"Run {run + 1} of {runs}:")
        figures.append(measure_startup(rps, floor, path("quit"))
                       | measure_memory(rps, floor, path("game"), path("quit"))
                       | measure_responsiveness(rps, floor, worst)
                       | measure_key_responsiveness(rps, worst)
                       | measure_speech_request(rps, path(f"speech-{run}"), worst)
                       | measure_throughput(rps, core, path("long-game"), rounds=LONG_GAME_ROUNDS))
    rows(table, figures)
    table.notes.append(f"Above the speech: each figure is the median of {runs} runs' medians; spread: the lowest and")
    table.notes.append(f"the highest of those {runs} (for startup, of the ratio). In each run:")
    table.notes.append(f"Startup: medians of {PTY_RUNS} starts (pty) and {PIPED_RUNS} (piped), rps and floor alternating.")
    table.notes.append("Peak RSS: median of 5 runs, GNU time; the floor's for one line. MB: 1,000,000 bytes.")
    table.notes.append(f"Responsiveness: medians of {RESPONSE_ROUNDS} rounds; the floor's is Enter to readline's new line.")
    table.notes.append(f"Worst round of all runs: acknowledgement {worst['acknowledgement']:.2f} ms "
                       f"(floor {worst['floor']:.2f} ms), result {worst['result']:.1f} ms.")
    table.notes.append(f"Key press: median of {KEY_PRESSES} keys (1 = 2 * 3 ? in turn), --keys, the default pause, from the")
    table.notes.append(f"key to the first byte of its answer; worst key {worst['key']:.2f} ms.")
    table.notes.append(f"Speech request: median of {SPEECH_ROUNDS} rounds, --speak --delay 0, from Enter to the answer's text whole")
    table.notes.append("(SPEAK, the text, the dot) at a private SSIP server answered in the benchmark's own loop; worst "
                       f"round {worst['speech request']:.2f} ms.")
    table.notes.append(f"Core: Game.apply in a loop, median of 5 runs. Whole game: {LONG_GAME_ROUNDS:,} rounds, --delay 0.")


# Goals on the mean over seeds, in seconds a round.
SPEECH_GOALS = {("normal", "en"): 3.3, ("normal", "ko"): 3.7, ("brief", "en"): 2.3, ("brief", "ko"): 2.6,
                ("verbose", "en"): 6.0, ("verbose", "ko"): 7.0}
WORST_MARGIN = 0.4  # the worst seed's mean may be this much above its goal
WELCOME_GOAL, GOODBYE_GOAL = 4.0, 2.5
LANGUAGE_NAMES = {"en": "English", "ko": "Korean"}


class Mode:
    """A game mode other than the plain game; measured a throw at a time once `rps --help`
    offers its option."""

    def __init__(self, name, figure, option, argv, goals, round_lines=one_hand, unit="throw"):
        self.name, self.figure, self.option, self.argv, self.goals = name, figure, option, argv, goals
        self.round_lines, self.unit = round_lines, unit


# Normal narration with the score line turned off (--hear score-off), reported next to normal: what
# a player saves who asks for the score when they want it.
SCORE_OFF = ("score off", ["--hear", "score-off"])

# A throw of a match or of 묵찌빠: at most 3.5 s in English and 4.5 s in Korean; a round of minus one,
# both its stages (two hands, then one kept), at most 6.5 s and 7.5 s.
MODES = (Mode("match", "match of 3", "--match", ["--match", "3"], {"en": 3.5, "ko": 4.5}),
         Mode("mukjjippa", "mukjjippa", "--game", ["--game", "mukjjippa"], {"en": 3.5, "ko": 4.5}),
         # A round of minus one, both its stages: the pairs and the call, then the result.
         Mode("minus one", "minus one, both stages", "minus-one", ["--game", "minus-one"], {"en": 6.5, "ko": 7.5},
              two_stages, unit="round"),
         # A throw of rock paper scissors lizard Spock, its five moves in turn: the plain game's goal
         # (3.3 s, 3.7 s) and 0.4 s for the deed a result names instead of "beat" (Spock vaporizes rock;
         # 스팍이 바위를 증발시킴), the game's point; measured, it costs 0.3 s more a throw than rock,
         # paper, scissors in either language (3.42 s and 3.71 s, 2026-12 on the project's machine).
         Mode("lizard spock", "lizard spock", "lizard-spock", ["--game", "lizard-spock"], {"en": 3.7, "ko": 4.1},
              one_of_five))


class Speech:
    """What rps says in every game the speech figures come from, and what each text costs."""

    def __init__(self, rps, modes, score_off=False):
        self.rounds = {}  # (verbosity or mode name, language, seed): each round's text
        self.long_game = {}  # language: each round's text
        self.once = {}  # (what, language): text; what is welcome, goodbye, or a name of ANSWERS
        for language in LANGUAGES:
            for level in LEVELS:
                for seed in SEEDS:
                    # The welcome, the answers and the goodbye come from seed 1's normal game.
                    first = (level, seed) == ("normal", 1)
                    welcome, texts, answers, goodbye = play(
                        game_argv(rps, language, seed, level), language, ROUNDS,
                        then=[typed(*answer, language) for answer in ANSWERS] if first else [])
                    self.rounds[(level, language, seed)] = texts
                    if first:
                        self.once.update({("welcome", language): welcome, ("goodbye", language): goodbye})
                        self.once.update({(answer[0], language): text for answer, text in zip(ANSWERS, answers)})
            for name, argv in HELP_MODES:
                help_answer = play(game_argv(rps, language, 1, "normal", argv), language, 0,
                                   then=[typed("help", "help", None, language)])[2][0]
                self.once[(f"help, {name}", language)] = help_answer
            for mode in modes:
                for seed in SEEDS:
                    self.rounds[(mode.name, language, seed)] = play(
                        game_argv(rps, language, seed, "normal", mode.argv), language, ROUNDS,
                        round_lines=mode.round_lines)[1]
            if score_off:
                for seed in SEEDS:
                    self.rounds[(SCORE_OFF[0], language, seed)] = play(
                        game_argv(rps, language, seed, "normal", SCORE_OFF[1]), language, ROUNDS)[1]
            self.long_game[language] = play(game_argv(rps, language, LONG_SEED, "normal"), language,
                                            LONG_ROUNDS)[1]
            welcome, help_answer = quick_keys_said(rps, language)
            self.once.update({("welcome, quick keys", language): welcome, ("help, quick keys", language): help_answer})

    def texts(self):
        """Every (language, text) said."""
        for (_, language, _), texts in self.rounds.items():
            yield from ((language, text) for text in texts)
        for language, texts in self.long_game.items():
            yield from ((language, text) for text in texts)
        yield from ((language, text) for (_, language), text in self.once.items())

    def measure(self, tool, jobs):
        self.cost = speech_costs(self.texts(), tool, jobs)

    def seed_means(self, kind, language):
        """Each seed's mean seconds a round, in the order of SEEDS."""
        return [statistics.mean(self.cost[(language, text)] for text in self.rounds[(kind, language, seed)])
                for seed in SEEDS]

    def mean(self, texts, language):
        return statistics.mean(self.cost[(language, text)] for text in texts)


def add_seeded(table, figure, means, goal):
    """Two rows: the mean over seeds against the goal, and the worst seed's mean against the
    goal plus the margin."""
    mean, worst = statistics.mean(means), max(means)
    table.add(figure, f"{mean:.2f} s", goal=f"<= {goal:g} s", met=mean <= goal)
    limit = round(goal + WORST_MARGIN, 2)
    seed = SEEDS[means.index(worst)]
    table.add(f"{figure}, worst seed ({seed})", f"{worst:.2f} s", goal=f"<= {limit:g} s", met=worst <= limit)


def measure_speech(table, rps, speechcost, jobs=2, detail=None):
    # The options the game has: its short help and every --help topic (the short help names only
    # a few; a game without topics prints nothing for them).
    helptext = "".join(subprocess.run([rps, "--help", *topic], capture_output=True, text=True,
                                      env=environment()).stdout
                       for topic in ([], ["game"], ["output"], ["start"]))
    modes = [mode for mode in MODES if mode.option in helptext]
    say(f"Playing games for the cost of speech: seeds {SEEDS[0]} to {SEEDS[-1]}, {ROUNDS} rounds each, "
        f"{len(LEVELS)} verbosities{', ' + ', '.join(mode.figure for mode in modes) if modes else ''}, "
        f"and a {LONG_ROUNDS}-round game, in English and Korean...")
    score_off = "--hear" in helptext
    speech = Speech(rps, modes, score_off)
    say(f"Measuring {len(set(speech.texts()))} distinct texts with espeak-ng, {jobs} at a time...")
    speech.measure(speechcost, jobs)

    for level in LEVELS:
        for language in LANGUAGES:
            add_seeded(table, f"speech per round, {level}, {LANGUAGE_NAMES[language]}",
                       speech.seed_means(level, language), SPEECH_GOALS[(level, language)])
            if level == "normal" and score_off:
                add_seeded(table, f"speech per round, normal, score off, {LANGUAGE_NAMES[language]}",
                           speech.seed_means(SCORE_OFF[0], language), SPEECH_GOALS[(level, language)])
    for language in LANGUAGES:
        seconds = speech.mean(speech.long_game[language], language)
        table.add(f"speech per round, {LONG_ROUNDS}-round game, normal, {LANGUAGE_NAMES[language]}",
                  f"{seconds:.2f} s", note="no goal")
    for mode in MODES:
        for language in LANGUAGES:
            figure = f"speech per {mode.unit}, {mode.figure}, {LANGUAGE_NAMES[language]}"
            if mode in modes:
                add_seeded(table, figure, speech.seed_means(mode.name, language), mode.goals[language])
            else:
                table.add(figure, "-", goal=f"<= {mode.goals[language]:g} s", note=f"skipped: no {mode.option} yet")
    for what, figure, goal in (("welcome", "welcome", WELCOME_GOAL),
                               ("welcome, quick keys", "welcome, --keys", WELCOME_GOAL),
                               ("goodbye", "goodbye (quit)", GOODBYE_GOAL)):
        for language in LANGUAGES:
            seconds = speech.cost[(language, speech.once[(what, language)])]
            table.add(f"speech, {figure}, {LANGUAGE_NAMES[language]}", f"{seconds:.2f} s",
                      goal=f"<= {goal:g} s", met=seconds <= goal)
    answers = [name for name, _, _ in ANSWERS] + [f"help, {name}" for name, _ in HELP_MODES] + ["help, quick keys"]
    for name in answers:
        seconds_goals, most_lines = ANSWER_GOALS.get(name.split(",")[0], TOPIC_GOAL)
        if name == "help, quick keys":
            most_lines = QUICK_KEYS_HELP_LINES
        figure = f"{name} after {ROUNDS} rounds" if name in ("stats", "history") else name
        for language in LANGUAGES:
            text = speech.once[(name, language)]
            seconds = speech.cost[(language, text)]
            goal = seconds_goals[language] if seconds_goals else None
            table.add(f"speech, {figure}, {LANGUAGE_NAMES[language]}", f"{seconds:.2f} s",
                      goal=f"<= {goal:g} s" if goal else "", met=seconds <= goal if goal else None,
                      note="" if goal else "no goal")
            lines = len(text.split("\n"))
            table.add(f"lines, {figure}, {LANGUAGE_NAMES[language]}", f"{lines}",
                      goal=f"<= {most_lines}", met=lines <= most_lines)

    table.notes.append("Speech: espeak-ng at its default rate, each text alone; a round's text is all that is said")
    table.notes.append("from Enter to the next prompt, through a pseudo-terminal, --delay 0, moves rock, paper,")
    table.notes.append(f"scissors in turn. Per round: mean over seeds {SEEDS[0]} to {SEEDS[-1]} of each seed's mean "
                       f"over {ROUNDS} rounds;")
    table.notes.append(f"worst seed: the highest of those means (goal + {WORST_MARGIN:g} s). "
                       f"{LONG_ROUNDS}-round game: seed {LONG_SEED}, normal.")
    table.notes.append(f"Throws of a mode: {ROUNDS} a seed, normal. Welcome: all said before the first prompt; "
                       f"stats, settings,")
    table.notes.append(f"history, help, each help topic (the first part of a long one), goodbye: after the {ROUNDS} "
                       f"rounds of seed 1,")
    table.notes.append("normal, in that order; help in a mode: at the start of a game of it. Lines: as a reader "
                       "counts them.")
    if detail is not None:
        detail.extend(rounds_detail(speech, modes))


def rounds_detail(speech, modes):
    """Lines listing, for each language and verbosity, each mode and the long game, every
    distinct round text with its seconds, longest first, and each seed's mean."""
    lines = []

    def section(title, language, texts, means=None):
        counts = {}
        for text in texts:
            counts[text] = counts.get(text, 0) + 1
        lines.append(f"{title}, {LANGUAGE_NAMES[language]}: {len(counts)} distinct texts, longest first; "
                     f"times heard, seconds, text (its lines joined by ' / ').")
        if means:
            lines.append("Mean of each seed: " + ", ".join(f"{seed}: {mean:.2f} s" for seed, mean in zip(SEEDS, means)))
        for text in sorted(counts, key=lambda text: (-speech.cost[(language, text)], text)):
            lines.append(f"{counts[text]:4}x  {speech.cost[(language, text)]:6.2f} s  {text.replace(chr(10), ' / ')}")
        lines.append("")

    for language in LANGUAGES:
        for kind, title in [(level, level) for level in LEVELS] + [(mode.name, mode.figure) for mode in modes]:
            texts = [text for seed in SEEDS for text in speech.rounds[(kind, language, seed)]]
            section(f"{title} (seeds {SEEDS[0]} to {SEEDS[-1]}, {ROUNDS} each)", language, texts,
                    speech.seed_means(kind, language))
        section(f"{LONG_ROUNDS}-round game, normal (seed {LONG_SEED})", language, speech.long_game[language])
    return lines


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
    parser.add_argument("--floor", help="the C floor executable; needed unless --speech")
    parser.add_argument("--core", help="the core-speed executable; needed unless --speech")
    parser.add_argument("--speechcost", default="", help="the shared speechcost tool, if any")
    parser.add_argument("--build", default="", help="how rps was built, for the heading")
    parser.add_argument("--speech", action="store_true",
                        help="measure only the cost of speech (no startup, memory, responsiveness, core)")
    parser.add_argument("--rounds-detail", action="store_true",
                        help="after the table, each distinct round text with its seconds, longest first")
    parser.add_argument("--jobs", type=int, default=2, help="espeak-ng syntheses at a time (default 2)")
    parser.add_argument("--runs", type=int, default=5,
                        help="runs of the figures that depend on the machine's load (default 5)")
    parser.add_argument("--write", metavar="README",
                        help="also write the rows with a goal into README's section 'The last table'")
    args = parser.parse_args()
    if args.write and args.speech:
        parser.error("--write takes a whole run, not --speech")
    if args.runs < 1:
        parser.error("--runs takes a count of at least 1")
    if not args.speech and not (args.floor and args.core):
        parser.error("--floor and --core are needed unless --speech")
    rps = os.path.abspath(args.rps)

    with tempfile.TemporaryDirectory(prefix="rps-bench-") as work:
        inputs = {
            "quit": "quit\n",
            # 2,000 rounds, 500 of each kind of game, so that every kind's tables are in the peak.
            "game": "rock\npaper\nscissors\n" * 166 + "rock\nrock\n"
            + "game mukjjippa\n" + "rock\npaper\nscissors\n" * 166 + "rock\nrock\n"
            + "game minus one\n" + "rock paper\nfirst\nscissors rock\nsecond\n" * 125
            + "game lizard spock\n" + "rock\npaper\nscissors\nlizard\nspock\n" * 100 + "quit\n",
            "long-game": "rock\npaper\nscissors\n" * (LONG_GAME_ROUNDS // 3) + "quit\n",
        }
        for name, text in inputs.items():
            with open(os.path.join(work, name), "w") as file:
                file.write(text)
        path = lambda name: os.path.join(work, name)
        save_settings_file(rps, path("config"))

        table = Table()
        if not args.speech:
            measure_load_dependent(table, args.runs, rps, os.path.abspath(args.floor), os.path.abspath(args.core),
                                   path)
        detail = [] if args.rounds_detail else None
        measure_speech(table, rps, args.speechcost, jobs=args.jobs, detail=detail)

    heading = [f"rps benchmarks, {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
               f"CPU: {cpu_model()}, {os.cpu_count()} cores"] + ([f"Build: {args.build}"] if args.build else [])
    for line in heading:
        print(line)
    if not args.speech:
        print("C floor: prints one line, reads one line with readline, exits (gcc -O2, dynamic).")
    print("rps reads a settings file written by its own save (the defaults) at every start.")
    print()
    table.print()
    print()
    for note in table.notes:
        print(note)
    if detail:
        print()
        print("Round texts by cost:")
        print()
        for line in detail:
            print(line)
    if args.write:
        write_last_table(args.write, table, [line + "." for line in heading])
        print(f"The table is written in {args.write}.")
    if table.missed:
        print(f"Goals missed: {'; '.join(table.missed)}.")
        return 1
    print("All goals met.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
