#!/usr/bin/env bash
# Installs rps into a temporary DESTDIR with `make install`, checks that every installed file
# is there and works, that every option `rps --help` prints is offered by the bash, zsh and
# fish completions and explained in both man pages, then checks that `make uninstall` removes
# them all.
#
#   bash Tests/install-test.sh
#
# Builds the release binary first if `make` has not (RPS_SCRATCH chooses the build folder).
# Installs what it needs with apt-get when missing. Prints one line a check, and last
# "install test: N passed, M failed"; exits 1 if any check failed.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
unset RPS_OPTIONS  # the options a player keeps would change what the game says

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok: $1"; }
fail() { failed=$((failed + 1)); echo "FAILED: $1" >&2; }
# check DESCRIPTION COMMAND...: passes when the command succeeds.
check() {
  local description=$1
  shift
  if "$@"; then pass "$description"; else fail "$description"; fi
}
# Stops the test at once: what follows cannot run.
give_up() {
  fail "$1"
  echo "install test: $passed passed, $failed failed"
  exit 1
}

destdir=$(mktemp -d)
work=$(mktemp -d)
trap 'rm -rf "$destdir" "$work"' EXIT

# ---- what the test needs ----
needed=(make man-db groff-base zsh fish python3 libreadline-dev libncurses-dev)
missing=()
for package in "${needed[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}..."
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  if ! { $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; } \
    >"$work/apt.log" 2>&1; then
    cat "$work/apt.log" >&2
    give_up "apt-get could not install ${missing[*]}"
  fi
fi

prefix=/usr/local
root=$destdir$prefix
make_args=(DESTDIR="$destdir" PREFIX="$prefix" ${RPS_SCRATCH:+SCRATCH="$RPS_SCRATCH"})

# ---- install ----
echo "Installing into $destdir (builds the release binary first if needed)..."
if make -s install "${make_args[@]}" >"$work/make.log" 2>&1; then
  pass "make install DESTDIR=$destdir PREFIX=$prefix"
else
  cat "$work/make.log" >&2
  give_up "make install DESTDIR=$destdir PREFIX=$prefix"
fi

installed=(
  bin/rps
  share/man/man6/rps.6
  share/man/ko/man6/rps.6
  share/bash-completion/completions/rps
  share/zsh/site-functions/_rps
  share/fish/vendor_completions.d/rps.fish
)
for file in "${installed[@]}"; do
  check "installed $prefix/$file" test -f "$root/$file"
done
check "$prefix/bin/rps is executable" test -x "$root/bin/rps"

# ---- the binary ----
version=$("$root/bin/rps" --version 2>&1)
check "rps --version prints the version (\"$version\")" grep -Eq '^rps [0-9]+\.[0-9]+' <<<"$version"
# A round adds lines to what an empty game says, whatever their words.
plays_a_round() {
  local empty round
  empty=$(printf '' | "$root/bin/rps" --lang en --delay 0 --seed 1 | wc -l) || return 1
  round=$(echo rock | "$root/bin/rps" --lang en --delay 0 --seed 1 | wc -l) || return 1
  [ "$round" -gt "$empty" ]
}
check "rps plays a piped round" plays_a_round
# A moved binary must not need its build folder (SwiftPM resources, the Swift runtime).
cp "$root/bin/rps" "$work/rps-moved"
check "rps runs after being moved" sh -c "echo 점수 | '$work/rps-moved' --lang ko --delay 0 >/dev/null"

# ---- every option: what `rps --help` prints, in either language, is offered by every
# completion and explained in both man pages, so a new option cannot be forgotten ----
help_text=$({ "$root/bin/rps" --lang en --help && "$root/bin/rps" --lang ko --help; } 2>&1)
# Options --help prints, and those it leaves out: -h and the --no- forms of the switches.
mapfile -t options < <({
  grep -oE -- '(^|[^[:alnum:]-])--[a-z][a-z-]*' <<<"$help_text" | grep -oE -- '--[a-z][a-z-]*'
  printf '%s\n' -h --no-emoji --no-bell --no-speak
} | sort -u)
# The environment variables --help names, such as RPS_OPTIONS.
mapfile -t variables < <(grep -oE '\<[A-Z]+(_[A-Z]+)+\>' <<<"$help_text" | sort -u)
lists_the_options() {
  [[ " ${options[*]} " == *" --lang "* && " ${options[*]} " == *" --help "* && ${#variables[@]} -gt 0 ]] ||
    { echo "rps --help printed: $help_text" >&2; return 1; }
}
check "rps --help lists ${#options[@]} options and ${variables[*]:-no variable}" lists_the_options

# ---- man pages: rendered without a warning, and found by man in their language ----
render() {  # render PAGE EXPECTED
  MANWIDTH=80 LC_ALL=C.UTF-8 man --warnings=w -l "$1" >"$work/page.txt" 2>"$work/warnings.txt" || return 1
  if [ -s "$work/warnings.txt" ]; then cat "$work/warnings.txt" >&2; return 1; fi
  grep -q "$2" "$work/page.txt"
}
check "man -l renders the English page without warnings" \
  render "$root/share/man/man6/rps.6" 'rps - rock, paper, scissors by ear'
check "man -l renders the Korean page without warnings" \
  render "$root/share/man/ko/man6/rps.6" 'rps - 귀로 하는 가위바위보'
check "man finds the English page" \
  test "$(MANPATH="$root/share/man" LC_ALL=C.UTF-8 man -L en -w rps 2>/dev/null)" = "$root/share/man/man6/rps.6"
check "man -L ko finds the Korean page" \
  test "$(MANPATH="$root/share/man" LC_ALL=C.UTF-8 man -L ko -w rps 2>/dev/null)" = "$root/share/man/ko/man6/rps.6"
# explains PAGE: every option and variable --help prints appears in the rendered page as a word.
explains() {
  local text word missing=()
  text=$(MANWIDTH=80 LC_ALL=C.UTF-8 man -l "$1" 2>/dev/null) || return 1
  for word in "${options[@]}" "${variables[@]}"; do
    grep -qE -- "(^|[^[:alnum:]_-])$word([^[:alnum:]_-]|\$)" <<<"$text" || missing+=("$word")
  done
  [ ${#missing[@]} -eq 0 ] || { echo "$1 does not mention ${missing[*]}" >&2; return 1; }
}
check "the English page explains every option and RPS_OPTIONS" explains "$root/share/man/man6/rps.6"
check "the Korean page explains every option and RPS_OPTIONS" explains "$root/share/man/ko/man6/rps.6"

# ---- bash completion: the options, and their values in both forms ----
complete_bash() {  # complete_bash WORD...: what bash offers for the last word
  bash --norc --noprofile -c '
    source "$1" || exit 1
    shift
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="${COMP_WORDS[*]}"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    complete -p rps >/dev/null || exit 1
    _rps
    echo "${COMPREPLY[*]}"' bash "$root/share/bash-completion/completions/rps" "$@"
}
expect_bash() {  # expect_bash EXPECTED WORD...
  local expected=$1 offered
  shift
  offered=$(complete_bash "$@")
  if [ "$offered" = "$expected" ]; then
    pass "bash completes \"$*\" to \"$expected\""
  else
    fail "bash completes \"$*\" to \"$expected\", but offered \"$offered\""
  fi
}
offers_every_option() {
  local offered option missing=()
  offered=" $(complete_bash rps "") "
  for option in "${options[@]}"; do
    [[ $offered == *" $option "* ]] || missing+=("$option")
  done
  [ ${#missing[@]} -eq 0 ] || { echo "bash does not offer ${missing[*]} in:$offered" >&2; return 1; }
}
check "bash completes \"rps \" to every option" offers_every_option
expect_bash "--lang" rps --la
expect_bash "en ko" rps --lang ""
expect_bash "ko" rps --lang k
expect_bash "en ko" rps --lang = ""  # --lang=<Tab>: bash splits the word at '='
expect_bash "" rps --seed ""
expect_bash "--version" rps --delay 0.5 --vers
expect_bash "brief normal verbose" rps --verbosity ""
expect_bash "auto always never" rps --color = ""
expect_bash "--speak --speech-rate" rps --spe
expect_bash "" rps --speech-rate ""
expect_bash "Makefile" rps --transcript Makef  # file names, from the repository's folder

# ---- zsh completion: it parses, and offers the options and their values in a real zsh ----
check "zsh -n parses the zsh completion" zsh -n "$root/share/zsh/site-functions/_rps"
zsh_offers() {  # zsh_offers LINE EXPECTED...: types LINE and Tab in zsh -i on a terminal
  python3 - "$root/share/zsh/site-functions" "$@" <<'PYTHON'
import fcntl, os, pty, re, select, struct, sys, termios, time
functions, line, expected = sys.argv[1], sys.argv[2], sys.argv[3:]
pid, terminal = pty.fork()
if pid == 0:
    os.execvpe("zsh", ["zsh", "-f", "-i"], {"TERM": "dumb", "PATH": os.environ["PATH"], "HOME": "/nonexistent"})
# Room for every option on one screen, so zsh lists them without asking first.
fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 200, 200, 0, 0))
seen = b""
def found(word):  # word alone, not inside a longer one: --bell is not found in --no-bell
    return re.search(rb"(?<![\w-])" + re.escape(word) + rb"(?![\w-])", seen) is not None
def wait_for(word, seconds=20):
    global seen
    deadline = time.time() + seconds
    while not found(word) and time.time() < deadline:
        if select.select([terminal], [], [], 0.1)[0]:
            try:
                seen += os.read(terminal, 4096)
            except OSError:
                break
    return found(word)
os.write(terminal, f"PS1=READY%%; fpath=({functions} $fpath); autoload -Uz compinit; compinit -u -D; echo SET''UP\n".encode())
ok = wait_for(b"SETUP")
seen = b""
os.write(terminal, line.encode() + b"\t")
ok = ok and all(wait_for(word.encode()) for word in expected)
if not ok:
    print(f"zsh offered {seen.decode(errors='replace')!r}", file=sys.stderr)
os.write(terminal, b"\x15exit\n")
os.waitpid(pid, 0)
sys.exit(0 if ok else 1)
PYTHON
}
check "zsh completes \"rps --lang \" to en and ko" zsh_offers "rps --lang " en ko
check "zsh completes \"rps --\" to every option" zsh_offers "rps --" "${options[@]/#-h/--help}"
check "zsh completes \"rps --verbosity \" to brief, normal and verbose" zsh_offers "rps --verbosity " brief normal verbose
check "zsh completes \"rps --color=\" to auto, always and never" zsh_offers "rps --color=" auto always never
check "zsh completes \"rps --transcript Makef\" to Makefile" zsh_offers "rps --transcript Makef" Makefile

# ---- fish completion: a real fish loads it by name from its folder, as it does from
# vendor_completions.d, and offers the options and their values ----
# complete_fish LINE: the words fish offers for LINE, sorted, on one line, with the completion
# in $fish_folder. fish loads a command's completion only when the command is on PATH, so
# the installed rps's folder, $fish_bin, comes first.
complete_fish() {
  PATH=$fish_bin:$PATH HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data fish --no-config -c '
    set -p fish_complete_path $argv[1]
    complete -C $argv[2]' "$fish_folder" "$1" | cut -f1 | sort | tr "\n" " " | sed 's/ $//'
}
expect_fish() {  # expect_fish EXPECTED LINE: EXPECTED sorted, words apart by spaces
  local offered
  offered=$(complete_fish "$2")
  if [ "$offered" = "$1" ]; then
    pass "fish completes \"$2\" to \"$1\""
  else
    fail "fish completes \"$2\" to \"$1\", but offered \"$offered\""
  fi
}
fish_offers_every_option() {
  local offered option missing=()
  offered=" $(complete_fish "rps -") "
  for option in "${options[@]}"; do
    [[ $offered == *" $option "* ]] || missing+=("$option")
  done
  [ ${#missing[@]} -eq 0 ] || { echo "fish does not offer ${missing[*]} in:$offered" >&2; return 1; }
}
# check_fish COMPLETIONS BIN: the fish completion in the folder COMPLETIONS, for the rps in BIN
# (the package test checks the installed package's too).
check_fish() {
  fish_folder=$1 fish_bin=$2
  check "fish -n parses the fish completion" fish --no-config -n "$fish_folder/rps.fish"
  check "fish completes \"rps -\" to every option" fish_offers_every_option
  expect_fish "--lang" "rps --la"
  expect_fish "en ko" "rps --lang "
  expect_fish "--lang=ko" "rps --lang=k"
  expect_fish "brief normal verbose" "rps --verbosity "
  expect_fish "--color=always --color=auto --color=never" "rps --color="
  expect_fish "--speak --speech-rate" "rps --spe"
  expect_fish "" "rps --seed "
  expect_fish "Makefile" "rps --transcript Makef"  # file names, from the repository's folder
  expect_fish "" "rps Makef"  # no file names where no option takes one
}
check_fish "$root/share/fish/vendor_completions.d" "$root/bin"

# ---- uninstall ----
if make -s uninstall "${make_args[@]}" >"$work/make.log" 2>&1; then
  pass "make uninstall with the same DESTDIR"
else
  cat "$work/make.log" >&2
  fail "make uninstall with the same DESTDIR"
fi
left=$(find "$destdir" ! -type d)
if [ -z "$left" ]; then
  pass "uninstall left no file behind"
else
  fail "uninstall left files behind: $(tr "\n" " " <<<"$left")"
fi

echo "install test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
