# Build, install and uninstall rps like any Unix command-line tool.
#
#   make                        release build (on Linux a fully static executable, see LINK)
#   sudo make install           binary, man pages (English, Korean), bash, zsh and fish completion
#   sudo make uninstall         removes exactly what install put there
#   make deb                    the Debian package rps_VERSION_ARCH.deb (see debian/package)
#   make check                  installs what the tests need if it is missing (Debian or
#                               Ubuntu, with sudo when not root), then lints and runs the tests
#
# Variables, given on the command line (make install PREFIX=/usr): PREFIX (default
# /usr/local), DESTDIR (a staging root for packagers), SCRATCH (the SwiftPM build folder),
# LINK (on Linux static or static-stdlib), SWIFT (the swift command).

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
INSTALL ?= install
INSTALL_PROGRAM ?= $(INSTALL) -m 0755
INSTALL_DATA ?= $(INSTALL) -m 0644

# Kept apart from SwiftPM's default .build/release so `swift build` and `make` never undo
# each other's flags.
SCRATCH = .build/make

# The flags below that only Linux's toolchain takes (a static glibc, the linker lld, the Swift
# frontend's own flags) are given on Linux alone, where they were measured; elsewhere (macOS)
# make builds a release binary for size against the system's Swift runtime. Figures: callgrind
# and GNU time on the copy make install writes, with a settings file (Benchmarks/startup-check,
# Benchmarks/run); "the long game" is the 2,000-round piped game of Benchmarks/run.
PLATFORM := $(shell uname -s)

# Optimized for size: the kernel maps a binary's code in windows around each page the game
# touches, so smaller code is less memory: against -O, 83 KB less code and 0.24 MB less peak
# memory in the long game (3.78 against 4.02 MB, each with its own order file), for 2 to 4
# percent more instructions to start (1.48 against 1.46 M a piped quit; measured 2026-12-01,
# before the parser's table of both languages grew the start to 2.33 M).
OPTIMIZE = -Xswiftc -Osize

ifeq ($(PLATFORM),Linux)
# static:        one self-contained executable (glibc, readline and the Swift runtime linked
#                in): nothing to load at run time, so against static-stdlib a piped quit runs
#                2.33 against 5.14 M instructions with 149 against 317 page faults (a start
#                on a terminal 3.06 against 6.00 M, 206 against 367), and the long game peaks
#                at 4.02 against 7.23 MB (2026-12-02, each binary where make builds it).
#                Needs libreadline.a and libtinfo.a (Debian: libreadline-dev, libncurses-dev)
#                to build, nothing to run; -ltinfo because libreadline.a calls tinfo (tgetent,
#                tputs) and a static link loads no library by itself.
# static-stdlib: the Swift runtime linked in; glibc, readline and tinfo loaded at run time.
LINK = static
LINKS = static static-stdlib
LINK_FLAGS_static = --static-swift-stdlib -Xswiftc -static-executable -Xlinker -ltinfo
LINK_FLAGS_static-stdlib = --static-swift-stdlib
# Type metadata reached by direct calls, not by demangling its name at run time (a frontend
# flag): a piped quit runs 2.33 against 3.01 M instructions, a start on a terminal 3.06 against
# 3.73 M, for 21 KB more code (2026-12-02).
OPTIMIZE += -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# No merging of identical functions by LLVM: it keeps one body, without a name, which the link
# order below cannot place (68 of them, some run every round, each left among code never run);
# against merging, 2.5 KB less code (each merged function kept a jump of its own).
OPTIMIZE += -Xswiftc -Xfrontend -Xswiftc -disable-llvm-merge-functions-pass
# The code and data a game touches, side by side: the kernel maps 64 KiB or more around each page
# touched, so gathered the long game peaks at 3.78 MB against 6.28 MB with lld's own order (5.58
# MB with gold, the toolchain's default), with 192 against 228 page faults (131 against 166 a
# piped quit; measured 2026-12-01). Each function and datum in a section of its own (Swift's, and
# the C target's), which lld (in the Swift toolchain) places in the order of LINK_ORDER, made by
# Tools/link-order/generate from games played; what the file does not name follows, as before.
# Benchmarks/startup-check (in CI) says when the file is out of date; lld would warn of each name
# it lacks at every link, also of rps-docs and the build-time catalog generator, which the same
# flags link (7,279 warnings in a clean build): --no-warn-symbol-ordering.
# And each segment at the same place within 64 KiB in the file as in memory (lld packs them 4 KiB
# apart by default): the page cache holds a file in folios of up to 64 KiB or more, aligned in the
# file, and the kernel maps a whole folio where a page of it is touched; out of step with the
# windows in memory, every folio touched reached into a second window. The long game (GNU time,
# no settings file) peaks at 4,148 KB against 4,724 KB on a copy written by install, which the
# page cache holds in large folios (4,148 against 4,136 KB on one written 4 KiB at a time), for
# 157 KB more file, none of it loaded (2026-12-05).
LINK_ORDER = Tools/link-order/symbols.txt
LAYOUT = -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xcc -fdata-sections \
	-Xswiftc -use-ld=lld -Xlinker --symbol-ordering-file=$(CURDIR)/$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering \
	-Xlinker -zmax-page-size=65536
else
# shared: against the Swift runtime of the system (macOS has one; it cannot be linked in).
LINK = shared
LINKS = shared
LINK_FLAGS_shared =
LINK_ORDER =
LAYOUT =
endif
ifeq ($(filter $(LINK),$(LINKS)),)
$(error LINK is $(subst $(eval) , or ,$(LINKS)) on $(PLATFORM), not "$(LINK)")
endif

bindir = $(PREFIX)/bin
mandir = $(PREFIX)/share/man
bashcompletiondir = $(PREFIX)/share/bash-completion/completions
zshcompletiondir = $(PREFIX)/share/zsh/site-functions
fishcompletiondir = $(PREFIX)/share/fish/vendor_completions.d

BINARY = $(SCRATCH)/release/rps
DOCS_TOOL = $(SCRATCH)/release/rps-docs
# The completions and manual pages, written from their templates and the settings table.
DOCS = $(SCRATCH)/docs

# The manual pages, one a language: man/man6 in English, man/LANGUAGE/man6 in the others.
MAN_PAGES = $(patsubst man/%.in,%,$(wildcard man/man6/rps.6.in man/*/man6/rps.6.in))

# What install puts where.
INSTALLED = \
	$(DESTDIR)$(bindir)/rps \
	$(addprefix $(DESTDIR)$(mandir)/,$(MAN_PAGES)) \
	$(DESTDIR)$(bashcompletiondir)/rps \
	$(DESTDIR)$(zshcompletiondir)/_rps \
	$(DESTDIR)$(fishcompletiondir)/rps.fish

# A fully static link makes the linker repeat glibc's notes that some functions need the
# shared glibc at run time: the user database (readline, only without HOME or for ~user),
# dlopen (the Swift runtime's optional prespecialized-metadata library) and mktemp (Foundation,
# in the build-time catalog generator, which SwiftPM links with the same flags). They are
# expected, so the build's output leaves them out; every other line, warning or error, is kept.
STATIC_LINK_NOTES = -e "in statically linked applications requires at runtime" \
	-e "warning: the use of .mktemp. is dangerous"

# bash, for pipefail: the build's status, not the filter's, decides.
SHELL = /bin/bash
.SHELLFLAGS = -o pipefail -c

.PHONY: all build install install-strip uninstall deb check clean

all: build

# Always asks SwiftPM, which rebuilds only what changed. -q keeps its progress lines, which
# redraw themselves, away from screen readers.
build:
	@echo "Building rps, release, LINK=$(LINK)..."
	@# SwiftPM does not know the order file: after a change to it, the binary is linked again.
	@$(if $(LINK_ORDER),if [ $(LINK_ORDER) -nt $(BINARY) ]; then rm -f $(BINARY); fi)
	@for product in rps rps-docs; do \
		$(SWIFT) build -q -c release --product $$product \
			--scratch-path $(SCRATCH) $(OPTIMIZE) $(LAYOUT) $(LINK_FLAGS_$(LINK)) 2>&1 \
			| { grep -v $(STATIC_LINK_NOTES) || true; } || exit 1; \
	done
	@mkdir -p $(DOCS)
	@$(DOCS_TOOL) bash < completions/rps.bash.in > $(DOCS)/rps.bash
	@$(DOCS_TOOL) zsh < completions/_rps.in > $(DOCS)/_rps
	@$(DOCS_TOOL) fish < completions/rps.fish.in > $(DOCS)/rps.fish
	@for page in $(MAN_PAGES); do \
		language=$${page%%/*}; [ "$$language" = man6 ] && language=en; \
		mkdir -p $(DOCS)/man/$$(dirname $$page); \
		$(DOCS_TOOL) man $$language < man/$$page.in > $(DOCS)/man/$$page || exit 1; \
	done
	@echo "Built $(BINARY), its manual pages and completions."

# Installs what was built; builds first only if nothing was, so `sudo make install` after
# `make` does not run the compiler as root.
$(BINARY) $(DOCS)/rps.bash $(DOCS)/rps.fish:
	$(MAKE) build

install: $(BINARY) $(DOCS)/rps.bash $(DOCS)/rps.fish
	$(INSTALL) -d $(DESTDIR)$(bindir) $(addprefix $(DESTDIR)$(mandir)/,$(dir $(MAN_PAGES))) \
		$(DESTDIR)$(bashcompletiondir) $(DESTDIR)$(zshcompletiondir) $(DESTDIR)$(fishcompletiondir)
	$(INSTALL_PROGRAM) $(BINARY) $(DESTDIR)$(bindir)/rps
	for page in $(MAN_PAGES); do $(INSTALL_DATA) $(DOCS)/man/$$page $(DESTDIR)$(mandir)/$$page || exit 1; done
	$(INSTALL_DATA) $(DOCS)/rps.bash $(DESTDIR)$(bashcompletiondir)/rps
	$(INSTALL_DATA) $(DOCS)/_rps $(DESTDIR)$(zshcompletiondir)/_rps
	$(INSTALL_DATA) $(DOCS)/rps.fish $(DESTDIR)$(fishcompletiondir)/rps.fish

# The same, with the binary's symbols and debug information removed (about 11 MB to 7 MB).
install-strip:
	$(MAKE) INSTALL_PROGRAM='$(INSTALL_PROGRAM) -s' install

# Removes the files only: the folders are shared with other programs.
uninstall:
	rm -f $(INSTALLED)

# The Debian package: what install puts in /usr, in a staging root, with zsh's completion where
# Debian keeps it for packages; debian/package adds the rest and builds the .deb here.
DEB_ROOT = $(abspath $(SCRATCH))/deb
deb: build
	@rm -rf $(DEB_ROOT)
	@$(MAKE) -s install DESTDIR=$(DEB_ROOT) PREFIX=/usr zshcompletiondir=/usr/share/zsh/vendor-completions
	@SWIFT=$(SWIFT) debian/package $(DEB_ROOT)

# The tests, as CI runs them first (.ci/run runs this, then its longer stages): what they need
# installed (Tools/install-test-deps says what it installs, and does nothing when all is there),
# then the code as the toolchain's formatter writes it with the committed .swift-format (a change
# that is not formatted fails here, in seconds, before the long tests), then every test.
check:
	Tools/install-test-deps
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Fuzz Tools Benchmarks Plugins Package.swift
	$(SWIFT) test

clean:
	rm -rf $(SCRATCH) rps_*.deb
