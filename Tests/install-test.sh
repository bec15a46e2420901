#!/usr/bin/env bash
# Installs rps into a temporary DESTDIR with `make install`, checks that every installed file
# is there and works, that every option `rps --help` prints is offered by the bash, zsh and
# fish completions and explained in both man pages, then checks that `make uninstall` removes
# them all. Then builds the Debian package (`make deb`), checks it with lintian, installs it
# with apt-get, plays, reads the man pages and completes in each shell as a player would, and
# purges it, checking that nothing is left.
#
#   bash Tests/install-test.sh
#
# Builds the release binary first if `make` has not (RPS_SCRATCH chooses the build folder).
# Installs what it needs with apt-get when missing. Installing the package needs root (CI runs
# as root; elsewhere it uses sudo), and the test stops before it if a package rps is installed
# already, which its purge would remove. Prints one line a check, and last
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
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
# apt-get waits for another apt-get or dpkg on the machine to finish instead of failing.
apt_get() { $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 "$@"; }
package_installed=0  # set while the package is installed, so an interrupted test purges it
cleanup() {
  [ "$package_installed" -eq 0 ] || apt_get purge -y -qq rps >/dev/null 2>&1
  rm -rf "$destdir" "$work"
}
trap cleanup EXIT

# ---- what the test needs ----
# binutils: strip, for make deb; lintian checks the package; bash-completion loads the
# package's bash completion as a player's bash does.
needed=(make man-db groff-base zsh fish python3 libreadline-dev libncurses-dev binutils lintian bash-completion)
missing=()
for package in "${needed[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}..."
  if ! { apt_get update -qq && apt_get install -y -qq --no-install-recommends "${missing[@]}"; } \
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
# plays_a_round BINARY: a round adds lines to what an empty game says, whatever their words.
plays_a_round() {
  local empty round
  empty=$(printf '' | "$1" --lang en --delay 0 --seed 1 | wc -l) || return 1
  round=$(echo rock | "$1" --lang en --delay 0 --seed 1 | wc -l) || return 1
  [ "$round" -gt "$empty" ]
}
check "rps plays a piped round" plays_a_round "$root/bin/rps"
# A moved binary must not need its build folder (SwiftPM resources, the Swift runtime).
cp "$root/bin/rps" "$work/rps-moved"
check "rps runs after being moved" sh -c "echo 점수 | '$work/rps-moved' --lang ko --delay 0 >/dev/null"

# ---- every option: what `rps --help` and its topics print, in either language, is offered by
# every completion and explained in both man pages, so a new option cannot be forgotten ----
help_text=$(for lang in en ko; do for topic in "" game output start; do
  "$root/bin/rps" --lang "$lang" --help $topic || exit 1
done; done 2>&1)
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
# complete_bash WORD...: what bash offers for the last word, with the completion in the file
# $bash_completion.
complete_bash() {
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
    echo "${COMPREPLY[*]}"' bash "$bash_completion" "$@"
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
bash_completion=$root/share/bash-completion/completions/rps
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
# zsh_offers LINE EXPECTED...: types LINE and Tab in zsh -i on a terminal, with the folder
# $zsh_functions first in fpath (none: zsh's own fpath).
zsh_offers() {
  python3 - "$zsh_functions" "$@" <<'PYTHON'
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
path = f"fpath=({functions} $fpath); " if functions else ""
os.write(terminal, f"PS1=READY%%; {path}autoload -Uz compinit; compinit -u -D; echo SET''UP\n".encode())
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
zsh_functions=$root/share/zsh/site-functions
check "zsh completes \"rps --lang \" to en and ko" zsh_offers "rps --lang " en ko
check "zsh completes \"rps --\" to every option" zsh_offers "rps --" "${options[@]/#-h/--help}"
check "zsh completes \"rps --verbosity \" to brief, normal and verbose" zsh_offers "rps --verbosity " brief normal verbose
check "zsh completes \"rps --color=\" to auto, always and never" zsh_offers "rps --color=" auto always never
check "zsh completes \"rps --transcript Makef\" to Makefile" zsh_offers "rps --transcript Makef" Makefile

# ---- fish completion: a real fish loads it by name, as it does from vendor_completions.d,
# and offers the options and their values ----
# complete_fish LINE: the words fish offers for LINE, sorted, on one line, with the folder
# $fish_folder first in fish_complete_path (none: fish's own path). fish loads a command's
# completion only when the command is on PATH, so the installed rps's folder, $fish_bin,
# comes first. The player's fish settings are left out.
complete_fish() {
  PATH=$fish_bin:$PATH HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data fish -c '
    test -n "$argv[1]"; and set -p fish_complete_path $argv[1]
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
# check_fish FILE BIN [FOLDER]: the fish completion FILE, for the rps in the folder BIN, found
# in FOLDER or where fish looks by itself.
check_fish() {
  fish_bin=$2 fish_folder=${3:-}
  check "fish -n parses the fish completion" fish --no-config -n "$1"
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
check_fish "$root/share/fish/vendor_completions.d/rps.fish" "$root/bin" "$root/share/fish/vendor_completions.d"

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

# ---- the Debian package: built, checked with lintian, installed with apt-get as a player
# installs it, played, read and completed, then purged without a trace ----
echo "Building the Debian package..."
if make -s deb ${RPS_SCRATCH:+SCRATCH="$RPS_SCRATCH"} >"$work/make.log" 2>&1; then
  pass "make deb"
else
  cat "$work/make.log" >&2
  give_up "make deb"
fi
# Its name, from what make deb says it built: rps_VERSION_ARCH.deb in this folder.
deb=$(sed -n 's/^Built \(rps_[^ ]*\.deb\) .*/\1/p' "$work/make.log")
[ -f "$deb" ] || give_up "make deb said it built a package in this folder, but said: $(cat "$work/make.log")"
check "the package is named rps_VERSION_ARCH.deb ($deb)" \
  test "$deb" = "rps_$(dpkg-deb -f "$deb" Version)_$(dpkg --print-architecture).deb"
has_the_games_version() {  # the Debian version is the game's and a revision: 0.3.0-1
  local debian
  debian=$(dpkg-deb -f "$deb" Version)
  [[ $debian == "${version#rps }-"[0-9]* ]] || { echo "the package's version is $debian" >&2; return 1; }
}
check "the package's version is the game's (${version#rps })" has_the_games_version

# lintian's default profile, warnings failing too; as root it notes that it would rather not be.
lintian_is_content() {
  local said status
  said=$(lintian --fail-on error,warning "$deb" 2>&1)
  status=$?
  said=$(grep -v '^running with root privileges is not recommended!$' <<<"$said")
  [ "$status" -eq 0 ] && [ -z "$said" ] || { echo "lintian (status $status) said: $said" >&2; return 1; }
}
check "lintian reports no error or warning" lintian_is_content

# Exactly these files, owned by root, the game 0755 and everything else 0644 in 0755 folders.
expected_files="/usr/bin/rps
/usr/share/bash-completion/completions/rps
/usr/share/doc/rps/changelog.Debian.gz
/usr/share/doc/rps/copyright
/usr/share/fish/vendor_completions.d/rps.fish
/usr/share/lintian/overrides/rps
/usr/share/man/ko/man6/rps.6.gz
/usr/share/man/man6/rps.6.gz
/usr/share/zsh/vendor-completions/_rps"
dpkg-deb --contents "$deb" >"$work/contents.txt"
holds_the_files() {
  local files
  files=$(awk '$1 !~ /^d/ { sub(/^\./, "", $6); print $6 }' "$work/contents.txt" | sort)
  [ "$files" = "$expected_files" ] || { echo "the package holds: $files" >&2; return 1; }
}
check "the package holds the game, its man pages, completions and documents" holds_the_files
modes_are_debians() {
  local wrong
  wrong=$(awk '$2 != "root/root" ||
    ($6 == "./usr/bin/rps" ? $1 != "-rwxr-xr-x" : $1 !~ /^(drwxr-xr-x|-rw-r--r--)$/)' "$work/contents.txt")
  [ -z "$wrong" ] || { echo "wrong owner or mode: $wrong" >&2; return 1; }
}
check "every file is root's, the game 0755, the rest 0644 in 0755 folders" modes_are_debians

if dpkg-query -W -f='${Status}' rps 2>/dev/null | grep -q 'installed'; then
  give_up "a package rps is installed already; the test's purge would remove it: apt-get purge rps first"
fi
if [ "$(id -u)" -ne 0 ] && ! sudo -n true 2>/dev/null; then
  give_up "installing the package needs root: run the test as root or with sudo"
fi
# A minimal system (Docker's slim images) may tell dpkg to leave out manual pages and documents.
keeps_documents() {
  local excluded
  excluded=$(grep -hs '^path-exclude.*/usr/share/\(man\|doc\)' /etc/dpkg/dpkg.cfg.d/*)
  [ -z "$excluded" ] || { echo "/etc/dpkg/dpkg.cfg.d has: $excluded" >&2; return 1; }
}
check "dpkg here installs manual pages and documents (no path-exclude for them)" keeps_documents
# The package's folders that are there before it, which its purge leaves.
mapfile -t folders < <(awk '$1 ~ /^d/ { sub(/^\./, "", $6); sub(/\/$/, "", $6); print $6 }' "$work/contents.txt")
existing=()
for folder in "${folders[@]}"; do [ -d "${folder:-/}" ] && existing+=("${folder:-/}"); done

echo "Installing $deb with apt-get..."
package_installed=1
if apt_get install -y -qq "./$deb" >"$work/apt.log" 2>&1; then
  pass "apt-get install ./$deb"
else
  cat "$work/apt.log" >&2
  give_up "apt-get install ./$deb"
fi
dpkg -L rps >"$work/package-files.txt"
check "dpkg -L lists what the package holds" \
  test "$(while read -r path; do [ -d "$path" ] || echo "$path"; done <"$work/package-files.txt" | sort)" = "$expected_files"

check "/usr/bin/rps plays a piped round" plays_a_round /usr/bin/rps
# plays_as_built LANGUAGE: the packaged game, stripped, plays a whole piped game exactly as
# the binary make built does, line for line.
plays_as_built() {
  local moves='rock\npaper\n3\nagain\nundo\nstats\nhistory\nmatch 3\nscissors\nrock\npaper\nscore\nquit\n'
  printf "$moves" | /usr/bin/rps --lang "$1" --delay 0 --seed 7 >"$work/packaged.txt" 2>&1 || return 1
  printf "$moves" | "$work/rps-moved" --lang "$1" --delay 0 --seed 7 >"$work/built.txt" 2>&1 || return 1
  [ "$(wc -l <"$work/packaged.txt")" -gt 20 ] && diff "$work/built.txt" "$work/packaged.txt" >&2
}
check "/usr/bin/rps plays a piped game in English as the built binary does" plays_as_built en
check "/usr/bin/rps plays a piped game in Korean as the built binary does" plays_as_built ko
check "/usr/bin/rps --version is the game's" test "$(/usr/bin/rps --version 2>&1)" = "$version"

# man as a player runs it, in the player's language or with -L, the page printed with cat.
reads() {  # reads EXPECTED MAN-OPTION...: man prints the page without a warning
  env -u MANPATH MANWIDTH=80 LC_ALL=C.UTF-8 man -P cat "${@:2}" rps >"$work/page.txt" 2>"$work/warnings.txt" || return 1
  if [ -s "$work/warnings.txt" ]; then cat "$work/warnings.txt" >&2; return 1; fi
  grep -q "$1" "$work/page.txt" || { head -5 "$work/page.txt" >&2; return 1; }
}
check "man rps is the English page" reads 'rps - rock, paper, scissors by ear'
check "man -L ko rps is the Korean page" reads 'rps - 귀로 하는 가위바위보' -L ko
check "man -w rps finds /usr/share/man/man6/rps.6.gz" \
  test "$(env -u MANPATH LC_ALL=C.UTF-8 man -w rps 2>/dev/null)" = /usr/share/man/man6/rps.6.gz
check "man -L ko -w rps finds /usr/share/man/ko/man6/rps.6.gz" \
  test "$(env -u MANPATH LC_ALL=C.UTF-8 man -L ko -w rps 2>/dev/null)" = /usr/share/man/ko/man6/rps.6.gz

# Each shell finds the completion where it looks by itself.
bash_loads_it() {  # bash-completion's loader, as in an interactive bash, loads the package's
  local said
  said=$(bash --norc --noprofile -c '
    source /usr/share/bash-completion/bash_completion || exit 1
    __load_completion rps && complete -p rps && shopt -s extdebug && declare -F _rps')
  # declare -F under extdebug says the function's name, line and file.
  [[ $said == "complete -F _rps rps"$'\n'"_rps "[0-9]*" /usr/share/bash-completion/completions/rps" ]] ||
    { echo "bash said: $said" >&2; return 1; }
}
check "bash-completion loads the package's bash completion of rps" bash_loads_it
bash_completion=/usr/share/bash-completion/completions/rps
check "bash completes \"rps \" to every option" offers_every_option
expect_bash "--lang" rps --la
expect_bash "en ko" rps --lang ""
zsh_finds_it() {  # the first _rps in zsh's own fpath, the one compinit loads, is the package's
  local found
  found=$(zsh -f -c 'files=($^fpath/_rps(N)); print -r -- $files[1]')
  [ "$found" = /usr/share/zsh/vendor-completions/_rps ] || { echo "zsh finds ${found:-none}" >&2; return 1; }
}
check "zsh's own fpath finds the package's completion first" zsh_finds_it
zsh_functions=""
check "zsh, with its own fpath, completes \"rps --\" to every option" zsh_offers "rps --" "${options[@]/#-h/--help}"
check "zsh, with its own fpath, completes \"rps --lang \" to en and ko" zsh_offers "rps --lang " en ko
fish_finds_it() {  # the first rps.fish in fish's own fish_complete_path is the package's
  local found
  found=$(HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data fish -c '
    for folder in $fish_complete_path
      test -f $folder/rps.fish; and echo $folder/rps.fish; and break
    end')
  [ "$found" = /usr/share/fish/vendor_completions.d/rps.fish ] || { echo "fish finds ${found:-none}" >&2; return 1; }
}
check "fish's own fish_complete_path finds the package's completion first" fish_finds_it
check_fish /usr/share/fish/vendor_completions.d/rps.fish /usr/bin

echo "Purging the package..."
if apt_get purge -y -qq rps >"$work/apt.log" 2>&1; then
  package_installed=0
  pass "apt-get purge rps"
else
  cat "$work/apt.log" >&2
  fail "apt-get purge rps"
fi
check "dpkg knows the package no more" sh -c '! dpkg-query -W -f="\${Status}" rps 2>/dev/null | grep -q "[a-z]"'
left=()
while read -r path; do
  [ "$path" = /. ] && path=/  # dpkg's name for the root
  [[ " ${existing[*]} " == *" $path "* ]] && continue
  if [ -e "$path" ] || [ -L "$path" ]; then left+=("$path"); fi
done <"$work/package-files.txt"
if [ ${#left[@]} -eq 0 ]; then
  pass "the purge left nothing of the package's ($(wc -l <"$work/package-files.txt") paths, ${#existing[@]} folders kept that were there before)"
else
  fail "the purge left ${left[*]}"
fi

echo "install test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
