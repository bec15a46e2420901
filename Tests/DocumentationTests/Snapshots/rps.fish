# fish completion for rps(6): its options, and the values of those that take one.
# Installed as share/fish/vendor_completions.d/rps.fish; fish loads it on first use.
#
# One line an option: -l its name (-s a one-letter name), -d what its --help line says it
# does; -x a value, offered from -a or typed by the player, -r -F a file name. `make` writes
# the lines from the settings table (Tools/rps-docs) where @options stands.

# rps takes options only: no file names, unless an option takes one.
complete -c rps -f
complete -c rps -l lang -x -a 'en ko' -d 'the language'
complete -c rps -l verbosity -x -a 'brief normal verbose' -d 'brief, normal, verbose'
complete -c rps -l hear -x -a 'move-off move-on countdown-off countdown-on score-off score-on streaks-off streaks-on milestones-off milestones-on match-point-off match-point-on figures-off figures-on attack-off attack-on' -d 'kinds of line on or off'
complete -c rps -l game -x -a 'rps mukjjippa minus-one lizard-spock' -d 'which game to play'
complete -c rps -l match -x -a 'off 3 5 7' -d 'best of N'
complete -c rps -l emoji -d 'hand signs and faces too'
complete -c rps -l no-emoji -d 'not --emoji'
complete -c rps -l color -x -a 'auto always never' -d 'auto, always or never'
complete -c rps -l no-color -d 'no color'
complete -c rps -l bell -d 'ring at a win streak'
complete -c rps -l no-bell -d 'not --bell'
complete -c rps -l speak -d 'read the game aloud'
complete -c rps -l no-speak -d 'not --speak'
complete -c rps -l sound -d 'short sounds for results'
complete -c rps -l no-sound -d 'not --sound'
complete -c rps -l delay -x -d 'pause before a result'
complete -c rps -l transcript -r -F -d 'save the game'
complete -c rps -l seed -x -d 'repeat the computer\'s moves'
complete -c rps -l speech-rate -x -d 'words a minute'
complete -c rps -l volume -x -d 'loudness of sounds'
complete -c rps -l prompt -x -a 'on off' -d 'the prompt'
complete -c rps -l web -d 'suit a web terminal'
complete -c rps -l no-web -d 'not --web'
complete -c rps -l keys -d 'one key a move, no Enter'
complete -c rps -l no-keys -d 'not --keys'
complete -c rps -l help -s h -d 'this help, or a topic'
complete -c rps -l version -d 'the version'
complete -c rps -l no-config -d 'skip the settings file'
