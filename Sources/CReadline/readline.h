// GNU readline, found through its pkg-config file (Debian: libreadline-dev; Homebrew: readline).
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
